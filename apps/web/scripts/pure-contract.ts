import type { Plugin } from 'vite';

type Node = { type: string; start: number; end: number; [key: string]: unknown };
type Declarator = { init: Node | null };

/** Initializers that cannot run code: nothing to mark. */
const INERT = new Set([
  'Literal',
  'Identifier',
  'ArrowFunctionExpression',
  'FunctionExpression',
  'TemplateLiteral',
]);

/**
 * Marks every top-level `const` of the contract package as pure (`/* @__PURE__ *\/ (() => init)()`),
 * so the bundler drops the ones a chunk does not use. The contract mixes label records with zod
 * schemas in the same modules; a schema is built by calls (`z.object(…).extend(…)`,
 * `defineWorkflow(…)`) that rollup cannot prove free of effects, so one label imported from such a
 * module kept every schema of it, and zod. The contract's top level only declares (no registries,
 * no globals), which is what makes this sound; evaluation order is unchanged for what is kept.
 */
export function pureContract(): Plugin {
  return {
    name: 'mashaer:pure-contract',
    apply: 'build',
    enforce: 'post',
    transform(code, id) {
      if (!id.includes('/packages/contract/src/') || id.includes('?')) return null;
      const ast = this.parse(code) as unknown as { body: Node[] };
      const inits: Node[] = [];
      for (const stmt of ast.body) {
        const decl = stmt.type === 'ExportNamedDeclaration' ? (stmt.declaration as Node | null) : stmt;
        if (decl?.type !== 'VariableDeclaration') continue;
        for (const d of decl.declarations as Declarator[]) {
          if (d.init && !INERT.has(d.init.type)) inits.push(d.init);
        }
      }
      if (!inits.length) return null;
      let out = code;
      for (const init of inits.sort((a, b) => b.start - a.start)) {
        out = `${out.slice(0, init.start)}/* @__PURE__ */ (() => (${out.slice(init.start, init.end)}))()${out.slice(init.end)}`;
      }
      return { code: out, map: null };
    },
  };
}
