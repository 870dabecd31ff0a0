/** Messages shared by more than one schema. */
export const emailMessage = 'Please enter a valid email address';
