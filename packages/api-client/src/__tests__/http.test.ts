import { ApiError, apiFieldErrors, apiRefusal, apiRequest, getJson, sendJson } from '../http';

const fetchMock = jest.fn<Promise<Response>, Parameters<typeof fetch>>();

beforeEach(() => {
  fetchMock.mockReset();
  global.fetch = fetchMock as unknown as typeof fetch;
});

function lastInit(): RequestInit {
  const init = fetchMock.mock.calls.at(-1)?.[1];
  if (!init) throw new Error('fetch was not called with options');
  return init;
}

describe('apiRequest', () => {
  it('sends cookies and no body or content type without a payload', async () => {
    fetchMock.mockResolvedValue(new Response('[]', { status: 200 }));
    await apiRequest('GET', '/api/testimonials');
    expect(fetchMock).toHaveBeenCalledWith('/api/testimonials', expect.anything());
    expect(lastInit()).toEqual({
      method: 'GET',
      credentials: 'include',
      headers: {},
      body: undefined,
    });
  });

  it('sends a JSON body with a JSON content type when there is a payload', async () => {
    fetchMock.mockResolvedValue(new Response('{}', { status: 201 }));
    await apiRequest('POST', '/api/newsletter', { email: 'a@example.com' });
    expect(lastInit()).toEqual({
      method: 'POST',
      credentials: 'include',
      headers: { 'Content-Type': 'application/json' },
      body: '{"email":"a@example.com"}',
    });
  });

  it("turns a failure into an ApiError '{status}: {body}'", async () => {
    fetchMock.mockResolvedValue(new Response('{"message":"Nope"}', { status: 409 }));
    const error = await apiRequest('POST', '/api/x', {}).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(ApiError);
    expect(error).toMatchObject({ status: 409, message: '409: {"message":"Nope"}' });
  });

  it('falls back to the status text when the body is empty', async () => {
    fetchMock.mockResolvedValue(
      new Response('', { status: 503, statusText: 'Service Unavailable' }),
    );
    await expect(apiRequest('GET', '/api/x')).rejects.toThrow('503: Service Unavailable');
  });

  it('treats a 401 as an error', async () => {
    fetchMock.mockResolvedValue(new Response('Unauthorized', { status: 401 }));
    await expect(getJson('/api/x')).rejects.toThrow('401: Unauthorized');
  });
});

describe('getJson and sendJson', () => {
  it('parse the JSON answer', async () => {
    fetchMock.mockResolvedValue(new Response('{"id":1}', { status: 200 }));
    await expect(getJson('/api/x')).resolves.toEqual({ id: 1 });
    fetchMock.mockResolvedValue(new Response('{"subscribed":true}', { status: 201 }));
    await expect(sendJson('POST', '/api/newsletter', { email: 'a@example.com' })).resolves.toEqual({
      subscribed: true,
    });
    expect(lastInit().method).toBe('POST');
  });
});

describe('reading a refusal', () => {
  const refused = (status: number, body: string) => new ApiError(status, `${status}: ${body}`);

  it('gives the field messages of a 400 and its message', () => {
    const error = refused(
      400,
      JSON.stringify({
        message: 'Please write a reason',
        errors: { reason: 'Please write a reason' },
      }),
    );
    expect(apiRefusal(error, 'Try again.')).toEqual({
      fields: { reason: 'Please write a reason' },
      message: 'Please write a reason',
    });
  });

  it('gives no field and the message of any other refusal, the fallback for a page that is not JSON', () => {
    expect(apiRefusal(refused(409, '{"message":"Taken."}'), 'Try again.')).toEqual({
      fields: {},
      message: 'Taken.',
    });
    expect(apiRefusal(refused(502, '<html>Bad gateway</html>'), 'Try again.')).toEqual({
      fields: {},
      message: 'Try again.',
    });
    expect(apiRefusal(new TypeError('Failed to fetch'), 'Try again.').message).toBe('Try again.');
    expect(apiFieldErrors(refused(400, '{"errors":{"a":"A.","b":3}}'))).toEqual({ a: 'A.' });
  });
});
