/**
 * The id of every page's main landmark: the skip link jumps to it, and a navigation moves the
 * focus to it (lib/document-navigation.tsx on the landing page, the app's layouts elsewhere).
 */
export const MAIN_CONTENT_ID = 'main';
