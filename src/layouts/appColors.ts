/** The colours of the app's frame, named once for the pages' `theme-color` and the web app manifest. */
export const THEME_COLOR = '#0f5132'; // --brand of global.css
export const BACKGROUND_COLOR = '#f4f7f5'; // --page of global.css
