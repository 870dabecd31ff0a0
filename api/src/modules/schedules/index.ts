/** The schedules module's public face: the only file other modules and the app may import. */
export { default as coachZone } from './coach-zone-plugin';
export { createScheduleRepository } from './repositories/schedules';
export { default as adminSchedules } from './routes/admin-schedules';
export { default as openSlots } from './routes/open-slots';
export {
  openSlots as openSlotsOf,
  lockSessionBooking,
  readSchedulesInForce,
  scheduleRefusal,
  sessionMinutesOf,
  type SchedulesInForce,
} from './services/schedules';
