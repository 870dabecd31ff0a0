/** What the pickers say about a day's times. */
export const availabilityFailedMessage = 'Failed to fetch calendar availability';
export const noSlotsMessage = 'No available time slots for this date. Please select another date.';
export const loadingSlotsMessage = 'Checking available times...';
