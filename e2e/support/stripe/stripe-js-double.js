/* global window, document */
/*
 * A test double of Stripe.js (js.stripe.com), served to the browser by the end-to-end tests. It
 * implements what @stripe/stripe-js and @stripe/react-stripe-js call: Stripe(key), elements({ mode,
 * amount, currency }), elements.create('payment') mounting a plain card field (no iframe),
 * elements.submit() and stripe.confirmPayment({ elements, clientSecret, confirmParams }), which
 * confirms the PaymentIntent at https://api.stripe.com (routed by the tests to the fake Stripe
 * server the API also talks to) and, on success, redirects to return_url as Stripe does.
 */
(function () {
  'use strict';

  function createElement(type, elements) {
    var listeners = {};
    var root = null;
    var input = null;
    function emit(event, payload) {
      (listeners[event] || []).slice().forEach(function (listener) {
        listener(payload);
      });
    }
    var element = {
      mount: function (target) {
        root = typeof target === 'string' ? document.querySelector(target) : target;
        var label = document.createElement('label');
        label.textContent = 'Card number';
        label.style.display = 'grid';
        label.style.gap = '0.35rem';
        label.style.fontWeight = '700';
        input = document.createElement('input');
        input.name = 'cardnumber';
        input.inputMode = 'numeric';
        input.autocomplete = 'cc-number';
        input.placeholder = '1234 1234 1234 1234';
        input.style.minHeight = '44px';
        input.style.padding = '0.5rem 0.75rem';
        input.style.font = 'inherit';
        input.style.border = '1px solid #8a8f9c';
        input.style.borderRadius = '8px';
        input.addEventListener('input', function () {
          var digits = input.value.replace(/\D/g, '');
          emit('change', {
            elementType: type,
            empty: digits.length === 0,
            complete: digits.length >= 16,
          });
        });
        label.appendChild(input);
        root.appendChild(label);
        elements._element = element;
        setTimeout(function () {
          emit('ready', { elementType: type });
        }, 0);
      },
      on: function (event, listener) {
        (listeners[event] = listeners[event] || []).push(listener);
        return element;
      },
      off: function (event, listener) {
        listeners[event] = (listeners[event] || []).filter(function (l) {
          return l !== listener;
        });
        return element;
      },
      once: function (event, listener) {
        function wrapped(payload) {
          element.off(event, wrapped);
          listener(payload);
        }
        return element.on(event, wrapped);
      },
      update: function () {},
      focus: function () {
        if (input) input.focus();
      },
      blur: function () {},
      clear: function () {
        if (input) input.value = '';
      },
      unmount: function () {
        if (root) root.innerHTML = '';
      },
      destroy: function () {
        if (root) root.innerHTML = '';
        root = null;
      },
      _cardNumber: function () {
        return input ? input.value.replace(/\D/g, '') : '';
      },
    };
    return element;
  }

  function Stripe(publishableKey) {
    if (!/^pk_(test|live)_/.test(String(publishableKey))) {
      throw new Error('Invalid publishable key');
    }
    var stripe = {
      elements: function (options) {
        var elements = {
          _options: options,
          _element: null,
          create: function (type) {
            return createElement(type, elements);
          },
          getElement: function () {
            return elements._element;
          },
          update: function (next) {
            elements._options = Object.assign({}, elements._options, next);
          },
          submit: function () {
            var number = elements._element ? elements._element._cardNumber() : '';
            if (number.length < 16) {
              return Promise.resolve({
                error: {
                  type: 'validation_error',
                  code: 'incomplete_number',
                  message: 'Your card number is incomplete.',
                },
              });
            }
            return Promise.resolve({});
          },
        };
        return elements;
      },
      confirmPayment: function (params) {
        var clientSecret = params.clientSecret;
        var id = String(clientSecret).split('_secret_')[0];
        var confirm = params.confirmParams || {};
        var body = new URLSearchParams();
        body.set('client_secret', clientSecret);
        body.set('payment_method_data[type]', 'card');
        body.set('payment_method_data[card][number]', params.elements._element._cardNumber());
        if (confirm.return_url) body.set('return_url', confirm.return_url);
        if (confirm.receipt_email) body.set('receipt_email', confirm.receipt_email);
        return fetch(
          'https://api.stripe.com/v1/payment_intents/' + encodeURIComponent(id) + '/confirm',
          {
            method: 'POST',
            headers: {
              'Content-Type': 'application/x-www-form-urlencoded',
              Authorization: 'Bearer ' + publishableKey,
            },
            body: body.toString(),
          },
        )
          .then(function (response) {
            return response.json().then(function (json) {
              return { ok: response.ok, json: json };
            });
          })
          .then(function (result) {
            if (!result.ok) return { error: result.json.error };
            var url = new URL(confirm.return_url, window.location.href);
            url.searchParams.set('payment_intent', id);
            url.searchParams.set('payment_intent_client_secret', clientSecret);
            url.searchParams.set('redirect_status', 'succeeded');
            window.location.assign(url.toString());
            // Like Stripe.js, the promise does not settle while the page navigates away.
            return new Promise(function () {});
          });
      },
      createToken: function () {
        return Promise.reject(new Error('createToken is not part of this double'));
      },
      createPaymentMethod: function () {
        return Promise.reject(new Error('createPaymentMethod is not part of this double'));
      },
      confirmCardPayment: function () {
        return Promise.reject(new Error('confirmCardPayment is not part of this double'));
      },
      registerAppInfo: function () {},
      _registerWrapper: function () {},
    };
    return stripe;
  }

  Stripe.version = 'endive';
  window.Stripe = Stripe;
})();
