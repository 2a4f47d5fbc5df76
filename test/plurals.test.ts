import { readdirSync, readFileSync } from "node:fs";
import path from "node:path";
import ts from "typescript";
import { describe, expect, it } from "vitest";

// Words for people come from one place (docs/architecture.md): a word that changes with a count
// goes through src/lib/plural.ts (Intl.PluralRules('pt-PT')), never a '(s)' nor a hand-written
// `n === 1 ? "aula" : "aulas"`, which is how '1 restantes' reached the home screen.

const SRC = path.resolve(import.meta.dirname, "../src");

/**
 * Texts that must stay word for word with a '(s)' (quoted as the club wrote them). None today:
 * add one only with the club's words, exactly.
 */
const SPEC_VERBATIM: ReadonlySet<string> = new Set<string>();

/** 'criada(s)', 'ignorada(s)', 'mês(es)', 'sessão(ões)', 'um(ns)': a word with its plural in brackets. */
const BRACKETED_PLURAL = /\p{L}\((s|es|ões|ns|is)\)/u;

/** The screens and server code people read: not tests, not the generated Prisma client. */
function sourceFiles(): string[] {
  return readdirSync(SRC, { recursive: true, encoding: "utf8" })
    .filter((file) => /\.tsx?$/.test(file) && !/\.(test|spec)\.tsx?$/.test(file) && !file.startsWith(`generated${path.sep}`))
    .map((file) => path.join(SRC, file));
}

type Finding = { where: string; text: string };

const parse = (file: string, text: string) =>
  ts.createSourceFile(file, text, ts.ScriptTarget.Latest, true, file.endsWith(".tsx") ? ts.ScriptKind.TSX : ts.ScriptKind.TS);

/**
 * Each text of a file (strings, template parts, JSX text) with a '(s)', and each singular chosen by
 * hand: `n === 1 ? "aula" : "aulas"`, or `${n === 1 ? one : many}` inside a text.
 */
function findingsIn(source: ts.SourceFile): { bracketed: Finding[]; handWritten: Finding[] } {
  const file = source.fileName;
  const bracketed: Finding[] = [];
  const handWritten: Finding[] = [];
  const where = (node: ts.Node) => `${path.relative(SRC, file)}:${source.getLineAndCharacterOfPosition(node.getStart(source)).line + 1}`;

  const visit = (node: ts.Node) => {
    const text =
      ts.isStringLiteral(node) || ts.isNoSubstitutionTemplateLiteral(node) || ts.isTemplateHead(node) || ts.isTemplateMiddle(node) || ts.isTemplateTail(node) || ts.isJsxText(node)
        ? node.text
        : null;
    if (text !== null && BRACKETED_PLURAL.test(text) && !SPEC_VERBATIM.has(text.trim())) bracketed.push({ where: where(node), text: text.trim() });
    if (ts.isConditionalExpression(node) && comparesWithOne(node.condition) && ((isText(node.whenTrue) && isText(node.whenFalse)) || ts.isTemplateSpan(node.parent))) {
      handWritten.push({ where: where(node), text: node.getText(source) });
    }
    ts.forEachChild(node, visit);
  };
  visit(source);
  return { bracketed, handWritten };
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

  it("would catch a '(s)' in a message or a screen, and a singular chosen by hand", () => {
    const sample = parse(path.join(SRC, "sample.tsx"), 'const a = `${n} criada(s)`; const b = n === 1 ? "aula" : "aulas"; const c = <p>{n} mês(es)</p>; const d = `${n} ${n === 1 ? one : many}`;');
    const { bracketed, handWritten } = findingsIn(sample);
    expect(bracketed.map((found) => found.text)).toEqual(["criada(s)", "mês(es)"]);
    expect(handWritten.map((found) => found.text)).toEqual(['n === 1 ? "aula" : "aulas"', "n === 1 ? one : many"]);
  });
});
