#!/usr/bin/env node
/**
 * Renders a template: every `${NAME}` (upper case, digits, underscores) is replaced by the environment
 * variable NAME; a missing variable is an error. nginx's own variables (`$host`, `$request_id`) are lower
 * case and left alone.
 *
 * Usage: node deploy/render-template.mjs <template> <output>
 */
import fs from 'node:fs';

const [template, output] = process.argv.slice(2);
if (!template || !output) {
  console.error('usage: render-template.mjs <template> <output>');
  process.exit(2);
}

const missing = new Set();
const rendered = fs.readFileSync(template, 'utf8').replace(/\$\{([A-Z][A-Z0-9_]*)\}/g, (_match, name) => {
  const value = process.env[name];
  if (value === undefined) missing.add(name);
  return value ?? '';
});
if (missing.size > 0) {
  console.error(`render-template: ${template} needs ${[...missing].join(', ')}`);
  process.exit(1);
}
fs.writeFileSync(output, rendered);
