import fs from 'node:fs';
import { createRequire } from 'node:module';
import postcss, { type ChildNode, type Container, type Root } from 'postcss';
import type { Plugin } from 'vite';

/**
 * antd components a list screen (the shell, ResourceList and its filters, the bell, a confirmation,
 * a notice) draws, by their class prefix (`.ant-<prefix>…`), with antd's motion classes. Their rules
 * are the first part of antd's precompiled CSS, fetched with the antd provider before the first
 * paint; every other component's rules (steps, upload, tabs, tree, descriptions, …) are the rest,
 * fetched after that paint or before a screen that is not a list renders.
 */
const FIRST = new Set([
  'alert',
  'app',
  'avatar',
  'badge',
  'breadcrumb',
  'btn',
  'card',
  'checkbox',
  'col',
  'divider',
  'drawer',
  'dropdown',
  'empty',
  'fade',
  'flex',
  'form',
  'input',
  'layout',
  'menu',
  'message',
  'modal',
  'motion',
  'move',
  'notification',
  'pagination',
  'picker',
  'popover',
  'radio',
  'result',
  'row',
  'scroll',
  'select',
  'skeleton',
  'slide',
  'space',
  'spin',
  'table',
  'tag',
  'tooltip',
  'typography',
  'wave',
  'zoom',
]);

type Part = 'first' | 'rest';

const prefixes = (selector: string) => [...selector.matchAll(/\.ant-([a-z]+)/g)].map((m) => m[1] ?? '');

/** A rule naming no antd class (reset, variables, keyframes) or one of FIRST's goes first. */
function partOf(node: ChildNode): Part {
  const names: string[] = [];
  if (node.type === 'rule') names.push(...prefixes(node.selector));
  else if (node.type === 'atrule' && node.name !== 'keyframes') {
    node.walkRules((r) => {
      names.push(...prefixes(r.selector));
    });
  }
  return names.length === 0 || names.some((n) => FIRST.has(n)) ? 'first' : 'rest';
}

/** The nodes of `container` in `part`; an @media or @supports block is split by its own rules. */
function keep(container: Container, part: Part) {
  for (const node of [...(container.nodes ?? [])]) {
    if (node.type === 'atrule' && node.name !== 'keyframes' && node.nodes?.some((n) => n.type === 'rule')) {
      keep(node, part);
      if (!node.nodes?.length) node.remove();
    } else if (node.type !== 'comment' && partOf(node) !== part) node.remove();
  }
}

let parsed: Root | undefined;
function antdCss(part: Part): string {
  parsed ??= postcss.parse(
    fs.readFileSync(createRequire(import.meta.url).resolve('antd/dist/antd.css'), 'utf8'),
  );
  const root = parsed.clone();
  keep(root, part);
  // The app's own rules stay unlayered and so keep winning over antd's (as with antd's runtime
  // styles behind :where()); both parts join the one `antd` layer, the first part declaring it.
  return `@layer antd {\n${root.toString()}\n}\n`;
}

/**
 * Serves `components/antd-provider/antd.css` (the first part) and `antd-rest.css` (the rest) from
 * antd's precompiled stylesheet: the list screens' first paint waits for ~half of it. A rule of the
 * rest can only match elements of components outside FIRST, so loading it later changes nothing
 * already drawn.
 */
export function antdCssParts(): Plugin {
  return {
    name: 'mashaer:antd-css-parts',
    enforce: 'pre',
    transform(_code, id) {
      const file = id.split('?')[0] ?? id;
      if (file.endsWith('/antd-provider/antd.css')) return { code: antdCss('first'), map: null };
      if (file.endsWith('/antd-provider/antd-rest.css')) return { code: antdCss('rest'), map: null };
      return null;
    },
  };
}
