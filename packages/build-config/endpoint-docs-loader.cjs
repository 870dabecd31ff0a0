/**
 * A webpack loader for the browser builds: removes from every `defineEndpoint({...})` of the
 * endpoint table what only the API and its OpenAPI document read, the answers' JSON Schemas
 * (`responses`) and the words (`summary`, `description`). A browser builds an endpoint's URL and
 * query key from its method and path, and validates its forms with its params, query and body
 * schemas (yup, with their messages): those stay. Without the answers, the response schemas
 * nothing else imports are dropped by the minifier, and every page carries less script to parse.
 * Types are untouched (the loader runs on the emitted build only; the checker reads the sources).
 */
const ts = require('typescript');

/** The properties of an endpoint a browser never reads. */
const serverOnly = new Set(['responses', 'summary', 'description']);

/** The source with those properties removed from each `defineEndpoint` call's object. */
function stripEndpointDocs(source, fileName = 'endpoints.ts') {
  const file = ts.createSourceFile(
    fileName,
    source,
    ts.ScriptTarget.Latest,
    true,
    ts.ScriptKind.TS,
  );
  const cuts = [];
  const visit = (node) => {
    if (
      ts.isCallExpression(node) &&
      ts.isIdentifier(node.expression) &&
      node.expression.text === 'defineEndpoint' &&
      node.arguments.length === 1 &&
      ts.isObjectLiteralExpression(node.arguments[0])
    ) {
      const properties = node.arguments[0].properties;
      properties.forEach((property, index) => {
        const name = property.name;
        if (!name || !(ts.isIdentifier(name) || ts.isStringLiteral(name))) return;
        if (!serverOnly.has(name.text)) return;
        // The property with the comma after it (the last one's, if it has one).
        const next = properties[index + 1];
        const end = next
          ? next.getFullStart()
          : properties.hasTrailingComma
            ? source.indexOf(',', property.getEnd()) + 1
            : property.getEnd();
        cuts.push([property.getFullStart(), end]);
      });
    }
    ts.forEachChild(node, visit);
  };
  visit(file);
  if (cuts.length === 0) return source;
  let result = '';
  let from = 0;
  for (const [start, end] of cuts.sort((a, b) => a[0] - b[0])) {
    result += source.slice(from, start);
    from = end;
  }
  return result + source.slice(from);
}

module.exports = function endpointDocsLoader(source) {
  return stripEndpointDocs(source, this.resourcePath);
};
module.exports.stripEndpointDocs = stripEndpointDocs;
