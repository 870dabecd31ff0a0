import Fastify, { type FastifyInstance } from 'fastify';
import { number, object, string } from 'yup';
import { defineEndpoint, json } from '@site/contracts/endpoints/define';
import { bookingIdParams } from '@site/contracts/endpoints/params';
import { apiErrorSchema } from '@site/contracts/endpoints/responses';
import { repeatedQueryMessage, route, unknownQueryMessage } from './endpoints';
import { messages } from './errors';
import errorHandler from './plugins/error-handler';

/** An entry shaped like the table's, with a handler that says more than its schema declares. */
const itemEndpoint = defineEndpoint({
  method: 'POST',
  path: '/api/items/:id',
  area: 'test',
  summary: 'An item',
  access: 'public',
  rateLimit: 'default',
  params: bookingIdParams,
  query: object({ key: string().optional() }),
  body: object({ count: number().typeError('Count must be a number.').required('Count please.') }),
  responses: {
    200: json('The item.', {
      type: 'object',
      properties: { id: { type: 'integer' }, count: { type: 'integer' } },
      required: ['id', 'count'],
      additionalProperties: false,
    }),
    400: json('Refused.', apiErrorSchema),
  },
});

describe('routes registered from the endpoint table', () => {
  let app: FastifyInstance;
  const seen: unknown[] = [];

  beforeAll(async () => {
    app = Fastify();
    app.decorate('config', { rateLimit: { post: { max: 1000 }, forms: { max: 1000 } } } as never);
    await app.register(errorHandler);
    route(app, itemEndpoint, {
      handler: async (request) => {
        seen.push({ params: request.params, query: request.query, body: request.body });
        return { ...request.body, id: request.params.id, accessKey: 'secret', internal: true };
      },
    });
    await app.ready();
  });
  afterAll(() => app.close());
  beforeEach(() => (seen.length = 0));

  const post = (url: string, payload: unknown = { count: 3 }) =>
    app.inject({ method: 'POST', url, payload: payload as object });

  it('hands the handler validated, typed values and answers only the declared fields', async () => {
    const response = await post('/api/items/42?key=abc', { count: '3', extra: 'ignored' });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ id: 42, count: 3 });
    expect(response.body).not.toMatch(/secret|internal/);
    expect(seen).toEqual([{ params: { id: 42 }, query: { key: 'abc' }, body: { count: 3 } }]);
  });

  it('refuses a query parameter the entry does not declare, before the handler runs', async () => {
    const response = await post('/api/items/42?debug=1');
    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual({ message: unknownQueryMessage('debug') });
    expect(seen).toEqual([]);
  });

  it('refuses a query parameter given twice, naming it', async () => {
    const response = await post('/api/items/42?key=a&key=b');
    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual({
      message: repeatedQueryMessage('key'),
      errors: { key: repeatedQueryMessage('key') },
    });
    expect(seen).toEqual([]);
  });

  it.each(['abc', '0', '1e3', '-1', '2147483648', '12345678901'])(
    'refuses the path parameter %s with the parameter’s own message',
    async (id) => {
      const response = await post(`/api/items/${id}`);
      expect(response.statusCode).toBe(400);
      expect(response.json()).toEqual({ message: messages.invalidBookingId });
      expect(seen).toEqual([]);
    },
  );

  it('refuses a body field with its message and names the field', async () => {
    const response = await post('/api/items/1', { count: 'many' });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual({
      message: 'Count must be a number.',
      errors: { count: 'Count must be a number.' },
    });
  });
});
