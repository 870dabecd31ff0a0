/** Room the calendar takes, so its placeholder keeps the page from jumping when it appears. */
export const datePickerHeight = '22rem';
