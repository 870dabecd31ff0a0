import { queryOptions, useMutation, useQueryClient } from '@tanstack/react-query';
import {
  createTestimonial,
  listTestimonials,
  reorderTestimonials,
  updateTestimonial,
  type AdminTestimonial,
  type TestimonialChange,
  type TestimonialInput,
} from '@site/contracts/endpoints/admin-site';
import { queryKeyOf, urlOf } from '@site/contracts/endpoints/define';
import { adminGet, adminSend } from '../../../lib/admin-http';

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
