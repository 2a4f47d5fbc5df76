// Next.js's own rules (React, hooks, accessibility, Core Web Vitals) and typescript-eslint's
// recommended set. `npm run lint` runs it; `npm test` runs lint after the typecheck.
import { defineConfig, globalIgnores } from "eslint/config";
import nextVitals from "eslint-config-next/core-web-vitals";
import nextTypescript from "eslint-config-next/typescript";

const REACT_COMPILER_RULES = [
  "static-components", "use-memo", "void-use-memo", "preserve-manual-memoization", "incompatible-library",
  "immutability", "globals", "refs", "set-state-in-effect", "error-boundaries", "purity",
  "set-state-in-render", "unsupported-syntax", "config", "gating",
];

export default defineConfig([
  ...nextVitals,
  ...nextTypescript,
  {
    rules: {
      // `const { secret: _, ...rest } = value` is how a field is left out of an object; a leading
      // underscore marks an argument or variable kept unused on purpose (`(_case, body) => ...`).
      "@typescript-eslint/no-unused-vars": [
        "error",
        { ignoreRestSiblings: true, argsIgnorePattern: "^_", varsIgnorePattern: "^_", caughtErrorsIgnorePattern: "^_" },
      ],
      // One import of next/link brings its code (about 3 kB) to every screen that loads the module.
      "no-restricted-imports": [
        "error",
        { paths: [{ name: "next/link", message: "Use AppLink (src/components/navigation/app-link.tsx): next/link costs about 3 kB on every screen." }] },
      ],
    },
  },
  {
    // No components or hooks live here: skip the React Compiler's checks, which compile every
    // file they see and take most of the lint's time.
    files: ["src/server/**", "test/**", "e2e/**", "scripts/**", "prisma/**", "**/*.test.ts"],
    rules: Object.fromEntries(REACT_COMPILER_RULES.map((rule) => [`react-hooks/${rule}`, "off"])),
  },
  {
    // Playwright's fixtures hand their value over through a callback named `use`, which the
    // hooks rule takes for React's `use()`.
    files: ["e2e/**"],
    rules: { "react-hooks/rules-of-hooks": "off" },
  },
  globalIgnores([
    ".next/**",
    "out/**",
    "build/**",
    "next-env.d.ts",
    "src/generated/**",
    "node_modules/**",
    ".data/**",
    "test-results/**",
    "playwright-report/**",
  ]),
]);
