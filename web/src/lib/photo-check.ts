import type { PhotoCheckResponse } from '@contract/photo-check';
import { useMutation } from '@tanstack/react-query';
import { api, uploadForFile } from '@web/lib/api-client';

export interface PhotoInput {
  file: File;
  destination: string;
}

/** `destination` before `file`, as the server reads the parts in order. */
function photoForm({ file, destination }: PhotoInput) {
  const form = new FormData();
  form.append('destination', destination);
  form.append('file', file, file.name);
  return form;
}

export const checkPhoto = (input: PhotoInput) =>
  api.upload<PhotoCheckResponse>('/api/documents/photo/check', photoForm(input));

export const fixPhoto = (input: PhotoInput) => uploadForFile('/api/documents/photo/fix', photoForm(input));

export const useCheckPhoto = () => useMutation({ mutationFn: checkPhoto });
export const useFixPhoto = () => useMutation({ mutationFn: fixPhoto });
