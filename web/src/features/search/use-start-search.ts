import { hasStoredUser, useSession } from '@web/app/session';
import { type HandoffSearch, searchDestination } from '@web/lib/search-payload';
import { useCallback } from 'react';
import { useNavigate } from 'react-router';

/** Starts a visa application from a search, an option's Apply, a card or the booking panel. */
export function useStartSearch() {
  const navigate = useNavigate();
  const { user } = useSession();
  return useCallback(
    (search: HandoffSearch) => navigate(searchDestination(search, Boolean(user) || hasStoredUser())),
    [navigate, user],
  );
}
