import { queryOptions, useMutation, useQueryClient } from '@tanstack/react-query';
import {
  createTestimonial,
  listTestimonials,
  removeTestimonialHeadshot,
  reorderTestimonials,
  updateTestimonial,
  uploadTestimonialHeadshot,
  type AdminTestimonial,
  type TestimonialChange,
  type TestimonialInput,
} from '@site/contracts/endpoints/admin-site';
import { queryKeyOf, urlOf } from '@site/contracts/endpoints/define';
import { adminGet, adminSend, adminUpload } from '../../../lib/admin-http';

const key = queryKeyOf(listTestimonials);
export const testimonialsUrl = urlOf(listTestimonials);

export const testimonialsQueryOptions = () =>
  queryOptions({
    queryKey: key,
    queryFn: () => adminGet<{ items: AdminTestimonial[] }>(testimonialsUrl),
    staleTime: 0,
  });

/** Every change reads the list again (another tab may have changed it too). */
function useTestimonialMutation<Input, Output>(call: (input: Input) => Promise<Output>) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: call,
    onSettled: () => queryClient.invalidateQueries({ queryKey: key }),
  });
}

export const useCreateTestimonial = () =>
  useTestimonialMutation((input: TestimonialInput) =>
    adminSend<AdminTestimonial>('POST', urlOf(createTestimonial), input),
  );

export const useUpdateTestimonial = () =>
  useTestimonialMutation(({ id, change }: { id: number; change: TestimonialChange }) =>
    adminSend<AdminTestimonial>('PATCH', urlOf(updateTestimonial, { id }), change),
  );

export const useReorderTestimonials = () =>
  useTestimonialMutation((ids: number[]) =>
    adminSend<{ items: AdminTestimonial[] }>('PUT', urlOf(reorderTestimonials), { ids }),
  );

/** Uploads a client's headshot; the API checks and converts it and answers the testimonial. */
export const useUploadHeadshot = () =>
  useTestimonialMutation(({ id, file }: { id: number; file: Blob }) =>
    adminUpload<AdminTestimonial>(urlOf(uploadTestimonialHeadshot, { id }), file),
  );

/** Removes a client's headshot: the home page draws the testimonial's line-art mark again. */
export const useRemoveHeadshot = () =>
  useTestimonialMutation((id: number) =>
    adminSend<AdminTestimonial>('DELETE', urlOf(removeTestimonialHeadshot, { id })),
  );
