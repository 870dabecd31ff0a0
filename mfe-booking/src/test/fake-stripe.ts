/**
 * A stand-in for Stripe.js in component tests: the calls @stripe/react-stripe-js and the checkout
 * form make (elements, create/mount the payment element with its 'ready' event, submit, confirm).
 * `confirmPayment` answers what the test sets in `nextConfirm`.
 */
type Listener = (payload?: unknown) => void;

export interface FakeStripe {
  confirmPayment: jest.Mock;
  elementsOptions: unknown[];
  nextConfirm: { error?: { message: string } };
  nextSubmit: { error?: { message: string } };
}

export function createFakeStripe() {
  const state: FakeStripe = {
    confirmPayment: jest.fn(),
    elementsOptions: [],
    nextConfirm: { error: { message: 'Your card was declined.' } },
    nextSubmit: {},
  };
  state.confirmPayment.mockImplementation(async () => state.nextConfirm);
  const notUsed = () => Promise.reject(new Error('not used by the checkout'));
  return Object.assign(state, {
    elements(options: unknown) {
      state.elementsOptions.push(options);
      const elements = {
        create() {
          const listeners = new Map<string, Set<Listener>>();
          const element = {
            mount(node: HTMLElement) {
              const input = document.createElement('input');
              input.setAttribute('aria-label', 'Card number');
              node.append(input);
              setTimeout(() => listeners.get('ready')?.forEach((listener) => listener(element)));
            },
            on(event: string, listener: Listener) {
              if (!listeners.has(event)) listeners.set(event, new Set());
              listeners.get(event)!.add(listener);
              return element;
            },
            off(event: string, listener: Listener) {
              listeners.get(event)?.delete(listener);
              return element;
            },
            update() {},
            destroy() {},
          };
          return element;
        },
        update() {},
        submit: async () => state.nextSubmit,
        getElement: () => null,
      };
      return elements;
    },
    createToken: notUsed,
    createPaymentMethod: notUsed,
    confirmCardPayment: notUsed,
    registerAppInfo() {},
    _registerWrapper() {},
  });
}
