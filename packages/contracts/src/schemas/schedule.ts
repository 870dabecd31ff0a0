import { object, string, type InferType } from 'yup';
import { slotMessages } from '../slots';
import { timezones, type TimezoneName } from '../timezones';

const missingMessage = 'Please select both a date and time for your consultation.';

/** POST /api/consultation-bookings/:id/schedule. The slot rules themselves live in slots.ts. */
export const scheduleSchema = object({
  scheduledAt: string()
    .required(missingMessage)
    .test(
      'iso',
      'Please choose a valid date and time.',
      (value) =>
        /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}(:\d{2}(\.\d+)?)?(Z|[+-]\d{2}:\d{2})$/.test(value) &&
        !Number.isNaN(Date.parse(value)),
    ),
  timezone: string<TimezoneName>()
    .required(slotMessages.timezone)
    .oneOf(
      timezones.map((zone) => zone.value),
      slotMessages.timezone,
    ),
});

export type ScheduleRequest = InferType<typeof scheduleSchema>;
