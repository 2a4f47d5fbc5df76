import { readdirSync, readFileSync } from "node:fs";
import path from "node:path";
import ts from "typescript";
import { describe, expect, it } from "vitest";

// Words for people come from one place (docs/architecture.md): a word that changes with a count
// goes through src/lib/plural.ts (Intl.PluralRules('pt-PT')), never a '(s)' nor a hand-written
// `n === 1 ? "aula" : "aulas"`, which is how '1 restantes' reached the home screen. The texts are
// in the Portuguese of Portugal ('Tem a certeza de que pretende…?', not Brazil's 'Tem certeza que
// deseja…?'), and buttons are written in sentence case ('Marcar aula').

const SRC = path.resolve(import.meta.dirname, "../src");
const PUBLIC = path.resolve(import.meta.dirname, "../public");

/**
 * Texts that must stay word for word with a '(s)' (quoted as the club wrote them). None today:
 * add one only with the club's words, exactly.
 */
const SPEC_VERBATIM: ReadonlySet<string> = new Set<string>();

/** 'criada(s)', 'ignorada(s)', 'mês(es)', 'sessão(ões)', 'um(ns)': a word with its plural in brackets. */
const BRACKETED_PLURAL = /\p{L}\((s|es|ões|ns|is)\)/u;

/**
 * Texts the club wrote in Brazil's forms, kept word for word: the rejection's question, and the
 * forgotten-password answer's 'senha'.
 */
const VERBATIM_PT_BR: ReadonlySet<string> = new Set([
  "Tem certeza que deseja rejeitar este aluno?",
  "Se o email existir na nossa base de dados, receberá uma nova senha por email.",
]);

/** Brazil's forms and words where Portugal says 'Tem a certeza de que…', 'ecrã', 'utilizador', 'registo', 'password', 'ficheiro'. */
const PT_BR = /\b(tem certeza|tem a certeza que|tela|telas|usuári[oa]s?|você|cadastr\p{L}*|senha|arquivos?|registr[oa]r?)\b/iu;

/** Buttons the club named in title case, kept word for word; every other button is in sentence case. */
const VERBATIM_BUTTONS: ReadonlySet<string> = new Set(["Registar Animal", "Atualizar Previsão"]);

/** Words that keep their capital inside a button: acronyms and names. */
const CAPITALISED_WORDS = /^(ACE|URL|PDF|CSV|JSON|Google|Calendar|Multibanco|[A-Z]{2,})$/;

/** The screens and server code people read: not tests, not the generated Prisma client. */
function sourceFiles(): string[] {
  return readdirSync(SRC, { recursive: true, encoding: "utf8" })
    .filter((file) => /\.tsx?$/.test(file) && !/\.(test|spec)\.tsx?$/.test(file) && !file.startsWith(`generated${path.sep}`))
    .map((file) => path.join(SRC, file));
}

/** The static pages and lists people read without the app: the offline page, the changelog. */
function publicTexts(): { where: string; text: string }[] {
  const offline = readFileSync(path.join(PUBLIC, "offline.html"), "utf8").replace(/<style[\s\S]*?<\/style>|<svg[\s\S]*?<\/svg>|<[^>]+>/g, "\n");
  const changelog = JSON.parse(readFileSync(path.join(PUBLIC, "changelog.json"), "utf8")) as { version: string; description: string }[];
  return [
    ...offline.split("\n").map((text) => ({ where: "public/offline.html", text: text.trim() })).filter((found) => found.text),
    ...changelog.map((entry) => ({ where: `public/changelog.json ${entry.version}`, text: entry.description })),
  ];
}

type Finding = { where: string; text: string };

const parse = (file: string, text: string) =>
  ts.createSourceFile(file, text, ts.ScriptTarget.Latest, true, file.endsWith(".tsx") ? ts.ScriptKind.TSX : ts.ScriptKind.TS);

/**
 * Each text of a file (strings, template parts, JSX text) with a '(s)', and each singular chosen by
 * hand: `n === 1 ? "aula" : "aulas"`, or `${n === 1 ? one : many}` inside a text.
 */
function findingsIn(source: ts.SourceFile): { bracketed: Finding[]; handWritten: Finding[]; brazilian: Finding[]; titleCaseButtons: Finding[] } {
  const file = source.fileName;
  const bracketed: Finding[] = [];
  const handWritten: Finding[] = [];
  const brazilian: Finding[] = [];
  const titleCaseButtons: Finding[] = [];
  const where = (node: ts.Node) => `${path.relative(SRC, file)}:${source.getLineAndCharacterOfPosition(node.getStart(source)).line + 1}`;

  const visit = (node: ts.Node) => {
    const text =
      ts.isStringLiteral(node) || ts.isNoSubstitutionTemplateLiteral(node) || ts.isTemplateHead(node) || ts.isTemplateMiddle(node) || ts.isTemplateTail(node) || ts.isJsxText(node)
        ? node.text
        : null;
    if (text !== null && BRACKETED_PLURAL.test(text) && !SPEC_VERBATIM.has(text.trim())) bracketed.push({ where: where(node), text: text.trim() });
    if (text !== null && PT_BR.test(text) && !VERBATIM_PT_BR.has(text.trim())) brazilian.push({ where: where(node), text: text.trim() });
    for (const label of buttonLabels(node)) {
      if (isTitleCase(label)) titleCaseButtons.push({ where: where(node), text: label });
    }
    if (ts.isConditionalExpression(node) && comparesWithOne(node.condition) && ((isText(node.whenTrue) && isText(node.whenFalse)) || ts.isTemplateSpan(node.parent))) {
      handWritten.push({ where: where(node), text: node.getText(source) });
    }
    ts.forEachChild(node, visit);
  };
  visit(source);
  return { bracketed, handWritten, brazilian, titleCaseButtons };
}

/** The words on a `<Button>` (its text, or each text of a `busy ? "A guardar..." : "Guardar"`) or in a `confirmLabel`. */
function buttonLabels(node: ts.Node): string[] {
  const texts = (expression: ts.Node): string[] => {
    if (ts.isStringLiteral(expression) || ts.isNoSubstitutionTemplateLiteral(expression) || ts.isJsxText(expression)) return [expression.text.trim()];
    if (ts.isJsxExpression(expression) && expression.expression) return texts(expression.expression);
    if (ts.isConditionalExpression(expression)) return [...texts(expression.whenTrue), ...texts(expression.whenFalse)];
    if (ts.isParenthesizedExpression(expression)) return texts(expression.expression);
    return [];
  };
  if (ts.isJsxElement(node) && isButton(node.openingElement)) return node.children.flatMap(texts).filter(Boolean);
  if (ts.isJsxAttribute(node) && node.name.getText() === "confirmLabel" && node.initializer) return texts(node.initializer).filter(Boolean);
  return [];
}

/** `<Button>`, `<button>`, or a link that looks like one (`className={buttonClass(...)}`). */
function isButton(element: ts.JsxOpeningElement): boolean {
  const tag = element.tagName.getText();
  if (tag === "Button" || tag === "button") return true;
  return element.attributes.properties.some((attribute) => ts.isJsxAttribute(attribute) && attribute.name.getText() === "className" && attribute.initializer?.getText().includes("buttonClass(") === true);
}

/** 'Marcar Aula': a word after the first with a capital it does not need. */
function isTitleCase(label: string): boolean {
  if (VERBATIM_BUTTONS.has(label)) return false;
  return label
    .split(/\s+/)
    .filter((word) => /\p{L}/u.test(word))
    .slice(1)
    .some((word) => /^\p{Lu}/u.test(word) && !CAPITALISED_WORDS.test(word.replace(/[^\p{L}]/gu, "")));
}

/** `x === 1`, `1 !== x`, `x > 1`, `x < 2`...: a singular decided by hand. */
function comparesWithOne(condition: ts.Expression): boolean {
  const inner = ts.isParenthesizedExpression(condition) ? condition.expression : condition;
  if (!ts.isBinaryExpression(inner)) return false;
  const comparison = [ts.SyntaxKind.EqualsEqualsEqualsToken, ts.SyntaxKind.ExclamationEqualsEqualsToken, ts.SyntaxKind.EqualsEqualsToken, ts.SyntaxKind.ExclamationEqualsToken, ts.SyntaxKind.GreaterThanToken, ts.SyntaxKind.LessThanToken, ts.SyntaxKind.GreaterThanEqualsToken, ts.SyntaxKind.LessThanEqualsToken];
  if (!comparison.includes(inner.operatorToken.kind)) return false;
  const isOneOrTwo = (side: ts.Expression) => ts.isNumericLiteral(side) && (side.text === "1" || side.text === "2");
  return isOneOrTwo(inner.left) || isOneOrTwo(inner.right);
}

const isText = (node: ts.Expression): boolean =>
  ts.isStringLiteral(node) || ts.isTemplateExpression(node) || ts.isNoSubstitutionTemplateLiteral(node) || (ts.isParenthesizedExpression(node) && isText(node.expression));

describe("plurals", () => {
  const files = sourceFiles();
  const findings = files.map((file) => findingsIn(parse(file, readFileSync(file, "utf8"))));

  it("reads the screens, the lib and the server", () => {
    const read = files.map((file) => path.relative(SRC, file));
    expect(read).toEqual(expect.arrayContaining([path.join("lib", "plural.ts"), path.join("server", "availability", "create-slots.ts")]));
    expect(read.some((file) => file.startsWith(`generated${path.sep}`) || file.endsWith(".test.ts"))).toBe(false);
  });

  it("are never written with '(s)' in a text people read", () => {
    expect(findings.flatMap((found) => found.bracketed)).toEqual([]);
  });

  it("are never chosen by hand with a comparison to 1: plural() and countLabel() choose", () => {
    expect(findings.flatMap((found) => found.handWritten)).toEqual([]);
  });

  it("are never written with '(s)' on the offline page or in the changelog", () => {
    expect(publicTexts().filter((found) => BRACKETED_PLURAL.test(found.text))).toEqual([]);
  });
});

describe("pt-PT", () => {
  const files = sourceFiles();
  const findings = files.map((file) => findingsIn(parse(file, readFileSync(file, "utf8"))));

  it("asks 'Tem a certeza de que…?' and uses Portugal's words, outside the club's own texts", () => {
    expect(findings.flatMap((found) => found.brazilian)).toEqual([]);
    expect(publicTexts().filter((found) => PT_BR.test(found.text))).toEqual([]);
  });

  it("writes buttons in sentence case", () => {
    expect(findings.flatMap((found) => found.titleCaseButtons)).toEqual([]);
  });

  it("would catch Brazil's question and a button in title case", () => {
    const sample = parse(
      path.join(SRC, "sample.tsx"),
      'const a = "Tem certeza que deseja cancelar esta aula?"; const b = <Button type="submit">{busy ? "A marcar..." : "Marcar Aula"}</Button>; const c = <ConfirmDialog confirmLabel="Redefinir Password" />; const d = <Button type="button">Copiar URL</Button>; const f = <a className={buttonClass("primary")}>Voltar ao Login</a>; const e = "Tem certeza que deseja rejeitar este aluno?";',
    );
    const { brazilian, titleCaseButtons } = findingsIn(sample);
    expect(brazilian.map((found) => found.text)).toEqual(["Tem certeza que deseja cancelar esta aula?"]);
    expect(titleCaseButtons.map((found) => found.text)).toEqual(["Marcar Aula", "Redefinir Password", "Voltar ao Login"]);
  });

  it("would catch a '(s)' in a message or a screen, and a singular chosen by hand", () => {
    const sample = parse(path.join(SRC, "sample.tsx"), 'const a = `${n} criada(s)`; const b = n === 1 ? "aula" : "aulas"; const c = <p>{n} mês(es)</p>; const d = `${n} ${n === 1 ? one : many}`;');
    const { bracketed, handWritten } = findingsIn(sample);
    expect(bracketed.map((found) => found.text)).toEqual(["criada(s)", "mês(es)"]);
    expect(handWritten.map((found) => found.text)).toEqual(['n === 1 ? "aula" : "aulas"', "n === 1 ? one : many"]);
  });
});
