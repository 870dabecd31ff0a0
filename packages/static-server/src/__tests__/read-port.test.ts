import { readPort } from '../read-port';

describe('readPort', () => {
  it('reads a port, or the fallback when the variable is unset', () => {
    expect(readPort({ PORT: ' 3002 ' }, 'PORT')).toBe(3002);
    expect(readPort({}, 'PORT', 3000)).toBe(3000);
  });

  it('requires the variable when there is no fallback', () => {
    expect(() => readPort({}, 'PORT')).toThrow('PORT must be set to the port to serve on');
  });

  it('stops with the name of a bad variable', () => {
    expect(() => readPort({ API_PORT: '70000' }, 'API_PORT')).toThrow(
      'API_PORT must be a port number, got "70000"',
    );
  });
});
