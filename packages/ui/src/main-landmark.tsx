/**
 * The id of the page's one `<main>`, where the skip link sends focus. The shell's layout draws
 * it around every public page; the back office draws its own around its content column, so its
 * sidebar's navigation stands outside it and "Skip to content" lands past the navigation.
 */
export const MAIN_ID = 'main';
