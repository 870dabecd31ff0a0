/**
 * jsdom, plus the web platform globals that Node has and jsdom lacks (fetch and its classes,
 * TextEncoder, streams), so components that call the API can be tested with a mocked fetch.
 * FormData stays jsdom's: React reads a submitted <form> with `new FormData(form)` when the submit
 * starts a transition (a router navigation), and Node's FormData cannot read a jsdom form.
 */
const { TestEnvironment } = require('jest-environment-jsdom');

const fromNode = [
  'fetch',
  'Request',
  'Response',
  'Headers',
  'TextEncoder',
  'TextDecoder',
  'ReadableStream',
  'TransformStream',
  'WritableStream',
  'structuredClone',
  'AbortSignal',
  'AbortController',
];

class DomEnvironment extends TestEnvironment {
  constructor(config, context) {
    super(config, context);
    for (const name of fromNode) {
      if (globalThis[name] !== undefined) this.global[name] = globalThis[name];
    }
  }
}

module.exports = DomEnvironment;
