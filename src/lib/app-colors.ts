// The installed app's colours, from the palette of src/app/globals.css: the club green of the
// mark (brand-600) for the phone's status bar, the pages' slate-50 for the splash screen.
export const APP_THEME_COLOR = "#059669";
export const APP_BACKGROUND_COLOR = "#f8fafc";
