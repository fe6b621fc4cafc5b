import type { VisaOption } from '@contract/catalogue';
import VisaOptions, { type VisaOptionsProps } from '@web/features/search/components/visa-options';
import { VisaOptionHeart } from '@web/features/wishlist/components/wishlist-heart';

const heart = (option: VisaOption) => <VisaOptionHeart option={option} />;

/** 'Visa Options' with each option's wishlist heart: loaded, together, once a search is complete. */
export default function VisaOptionsSection(props: Omit<VisaOptionsProps, 'heart'>) {
  return <VisaOptions {...props} heart={heart} />;
}
