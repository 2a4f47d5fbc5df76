// Tailwind CSS 4 runs as a PostCSS plugin; its theme lives in src/app/globals.css.
const config = {
  plugins: {
    "@tailwindcss/postcss": {},
  },
};

export default config;
