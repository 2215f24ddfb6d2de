/**
 * The browser side: a stand-in for Stripe.js served at GET /v3. It defines `window.Stripe` with
 * the calls `@stripe/stripe-js` and `@stripe/react-stripe-js` make (elements, create('payment'),
 * mount, on, update, destroy, submit, confirmPayment, confirmSetup, retrievePaymentIntent,
 * retrieveSetupIntent, _registerWrapper, registerAppInfo) and talks to the local server with the
 * publishable key and the client secret. The mounted element renders real, labelled inputs.
 */
export const stripeJsStandIn = (origin: string): string =>
  String.raw`/* Local Stripe: a stand-in for Stripe.js, for development and tests only. */
(function () {
  'use strict';
  if (window.Stripe && window.Stripe.__localStripe) { return; }
  var current = document.currentScript;
  var BASE = current && current.src ? new URL(current.src).origin : ORIGIN_PLACEHOLDER;

  function encode(params, prefix, out) {
    Object.keys(params).forEach(function (k) {
      var v = params[k];
      var key = prefix ? prefix + '[' + k + ']' : k;
      if (v === undefined || v === null) { return; }
      if (typeof v === 'object') { encode(v, key, out); }
      else { out.push(encodeURIComponent(key) + '=' + encodeURIComponent(String(v))); }
    });
    return out;
  }

  function request(key, method, path, params) {
    var body = encode(params || {}, '', []).join('&');
    var url = BASE + path + (method === 'GET' && body ? '?' + body : '');
    return fetch(url, {
      method: method,
      headers: { Authorization: 'Bearer ' + key, 'Content-Type': 'application/x-www-form-urlencoded' },
      body: method === 'GET' ? undefined : body
    }).then(function (res) {
      return res.json().then(function (json) { return { ok: res.ok, body: json }; });
    }, function () {
      return { ok: false, body: { error: { type: 'api_connection_error', message: 'Could not reach the local Stripe at ' + BASE + '.' } } };
    });
  }

  function integrationError(message) { var e = new Error(message); e.name = 'IntegrationError'; return e; }
  function intentId(secret) { return String(secret || '').split('_secret_')[0]; }

  function css(el, styles) { Object.keys(styles).forEach(function (k) { el.style[k] = styles[k]; }); return el; }

  function field(id, label, placeholder, autocomplete) {
    var wrap = css(document.createElement('label'), { display: 'flex', flexDirection: 'column', gap: '4px', fontSize: '14px', flex: '1 1 140px' });
    wrap.setAttribute('for', id);
    var text = document.createElement('span'); text.textContent = label;
    var input = css(document.createElement('input'), { padding: '10px 12px', border: '1px solid #d9d9d9', borderRadius: '6px', fontSize: '16px' });
    input.id = id; input.name = autocomplete; input.placeholder = placeholder; input.autocomplete = autocomplete;
    input.inputMode = 'numeric'; input.setAttribute('aria-label', label);
    wrap.appendChild(text); wrap.appendChild(input);
    return { wrap: wrap, input: input };
  }

  var counter = 0;

  function PaymentElement(group, type, options) {
    var self = this;
    var handlers = {};
    var node = null;
    var inputs = null;
    var message = null;
    self._type = type;
    function fire(event, payload) { (handlers[event] || []).slice().forEach(function (cb) { cb(payload); }); }
    function values() {
      if (!inputs) { return null; }
      var exp = inputs.exp.value.replace(/\s/g, '').split('/');
      return { number: inputs.number.value.replace(/\D/g, ''), exp_month: exp[0] || '', exp_year: exp[1] || '', cvc: inputs.cvc.value.trim(), postal: inputs.postal.value.trim() };
    }
    function problem() {
      var v = values();
      if (!v) { return { type: 'validation_error', code: 'incomplete', message: 'The payment form is not mounted.' }; }
      if (v.number.length < 12) { return { type: 'validation_error', code: 'incomplete_number', message: 'Your card number is incomplete.' }; }
      if (!/^\d{1,2}$/.test(v.exp_month) || !/^\d{2,4}$/.test(v.exp_year)) { return { type: 'validation_error', code: 'incomplete_expiry', message: "Your card's expiration date is incomplete." }; }
      if (!/^\d{3,4}$/.test(v.cvc)) { return { type: 'validation_error', code: 'incomplete_cvc', message: "Your card's security code is incomplete." }; }
      if (!v.postal) { return { type: 'validation_error', code: 'incomplete_zip', message: 'Your postal code is incomplete.' }; }
      return null;
    }
    function change() {
      var v = values() || {};
      if (message) { message.textContent = ''; }
      fire('change', { elementType: type, empty: !(v.number || v.exp_month || v.cvc), complete: !problem(), collapsed: false, value: { type: 'card' } });
    }
    self._problem = problem;
    self._values = values;
    self._showError = function (text) { if (message) { message.textContent = text || ''; } };
    self.on = function (event, cb) { (handlers[event] = handlers[event] || []).push(cb); return self; };
    self.once = function (event, cb) { var w = function (p) { self.off(event, w); cb(p); }; return self.on(event, w); };
    self.off = function (event, cb) { handlers[event] = (handlers[event] || []).filter(function (h) { return h !== cb; }); return self; };
    self.update = function (next) { options = Object.assign({}, options, next || {}); return self; };
    self.focus = function () { if (inputs) { inputs.number.focus(); } };
    self.blur = function () { if (document.activeElement && node && node.contains(document.activeElement)) { document.activeElement.blur(); } };
    self.clear = function () { if (inputs) { Object.keys(inputs).forEach(function (k) { inputs[k].value = ''; }); change(); } };
    self.collapse = function () { return self; };
    self.mount = function (target) {
      var host = typeof target === 'string' ? document.querySelector(target) : target;
      if (!host) { throw integrationError('The selector you specified (' + target + ') applies to no DOM elements that are currently on the page.'); }
      counter += 1;
      var n = counter;
      fire('loaderstart', { elementType: type });
      node = css(document.createElement('div'), { display: 'flex', flexWrap: 'wrap', gap: '12px', fontFamily: 'system-ui, sans-serif' });
      node.className = 'LocalStripe-PaymentElement';
      node.setAttribute('data-testid', 'local-stripe-payment-element');
      var note = css(document.createElement('div'), { flex: '1 1 100%', fontSize: '12px', color: '#8c8c8c' });
      note.textContent = 'Card (local Stripe, test mode: no real payment)';
      var number = field('ls-card-number-' + n, 'Card number', '1234 1234 1234 1234', 'cc-number');
      number.wrap.style.flex = '1 1 100%';
      var exp = field('ls-card-expiry-' + n, 'Expiration date', 'MM / YY', 'cc-exp');
      var cvc = field('ls-card-cvc-' + n, 'Security code', 'CVC', 'cc-csc');
      var postal = field('ls-postal-' + n, 'Postcode', 'SW1A 1AA', 'postal-code');
      postal.input.inputMode = 'text';
      message = css(document.createElement('div'), { flex: '1 1 100%', color: '#cf1322', fontSize: '14px', minHeight: '0' });
      message.setAttribute('role', 'alert');
      inputs = { number: number.input, exp: exp.input, cvc: cvc.input, postal: postal.input };
      number.input.addEventListener('input', function () {
        var d = number.input.value.replace(/\D/g, '').slice(0, 19);
        number.input.value = d.replace(/(\d{4})(?=\d)/g, '$1 ');
      });
      exp.input.addEventListener('input', function (e) {
        var d = exp.input.value.replace(/\D/g, '').slice(0, 4);
        var deleting = e && e.inputType && e.inputType.indexOf('delete') === 0;
        exp.input.value = d.length > 2 || (d.length === 2 && !deleting) ? d.slice(0, 2) + ' / ' + d.slice(2) : d;
      });
      Object.keys(inputs).forEach(function (k) {
        inputs[k].addEventListener('input', change);
        inputs[k].addEventListener('focus', function () { fire('focus', { elementType: type }); });
        inputs[k].addEventListener('blur', function () { fire('blur', { elementType: type }); });
      });
      [note, number.wrap, exp.wrap, cvc.wrap, postal.wrap, message].forEach(function (el) { node.appendChild(el); });
      host.appendChild(node);
      setTimeout(function () { fire('ready', { elementType: type }); }, 0);
    };
    self.unmount = function () { if (node && node.parentNode) { node.parentNode.removeChild(node); } node = null; inputs = null; };
    self.destroy = function () { self.unmount(); group._remove(self); handlers = {}; };
  }

  function Elements(stripe, options) {
    var self = this;
    var list = [];
    self._options = Object.assign({}, options || {});
    self._clientSecret = self._options.clientSecret;
    self.create = function (type, opts) {
      if (type !== 'payment' && type !== 'card') { throw integrationError('The local Stripe stand-in supports only the payment element, not "' + type + '".'); }
      if (list.some(function (e) { return e._type === type; })) { throw integrationError('Can only create one Element of type ' + type + '.'); }
      var el = new PaymentElement(self, type, opts || {});
      list.push(el);
      return el;
    };
    self.getElement = function (type) { return list.filter(function (e) { return e._type === type; })[0] || null; };
    self.update = function (next) { self._options = Object.assign({}, self._options, next || {}); return self; };
    self.fetchUpdates = function () { return Promise.resolve({}); };
    self.on = function () { return self; };
    self.submit = function () {
      var el = list[0];
      var error = el ? el._problem() : { type: 'validation_error', code: 'incomplete', message: 'Mount a payment element first.' };
      if (error && el) { el._showError(error.message); }
      return Promise.resolve(error ? { error: error } : { selectedPaymentMethod: 'card' });
    };
    self._remove = function (el) { list = list.filter(function (e) { return e !== el; }); };
    self._element = function () { return list[0] || null; };
  }

  function authenticate(key, kind, intent) {
    return new Promise(function (resolve) {
      var overlay = css(document.createElement('div'), { position: 'fixed', inset: '0', background: 'rgba(0,0,0,0.45)', display: 'flex', alignItems: 'center', justifyContent: 'center', zIndex: '2147483647' });
      overlay.setAttribute('data-testid', 'local-stripe-authentication');
      var box = css(document.createElement('div'), { background: '#fff', padding: '24px', borderRadius: '8px', maxWidth: '360px', fontFamily: 'system-ui, sans-serif' });
      box.setAttribute('role', 'dialog'); box.setAttribute('aria-modal', 'true'); box.setAttribute('aria-label', '3D Secure authentication');
      var title = document.createElement('h2'); title.textContent = '3D Secure test authentication';
      var text = document.createElement('p'); text.textContent = 'Your bank asks you to confirm this payment (local Stripe test page).';
      function button(label, outcome) {
        var b = css(document.createElement('button'), { marginRight: '8px', padding: '8px 14px' });
        b.type = 'button'; b.textContent = label;
        b.addEventListener('click', function () {
          request(key, 'POST', '/local/' + kind + '/' + intent.id + '/authenticate', { client_secret: intent.client_secret, outcome: outcome }).then(function (res) {
            document.body.removeChild(overlay);
            resolve(res);
          });
        });
        return b;
      }
      [title, text, button('Complete authentication', 'complete'), button('Fail authentication', 'fail')].forEach(function (el) { box.appendChild(el); });
      overlay.appendChild(box);
      document.body.appendChild(overlay);
    });
  }

  function finish(kind, res, returnUrl, redirect, clientSecret) {
    var single = kind === 'payment_intents' ? 'paymentIntent' : 'setupIntent';
    var param = kind === 'payment_intents' ? 'payment_intent' : 'setup_intent';
    if (!res.ok) { return { error: res.body.error }; }
    var intent = res.body;
    var failure = intent.last_payment_error || intent.last_setup_error;
    if (intent.status === 'requires_payment_method' && failure) {
      var error = Object.assign({}, failure);
      error[param] = intent;
      return { error: error };
    }
    if (redirect === 'if_required') { var out = {}; out[single] = intent; return out; }
    var status = intent.status === 'succeeded' ? 'succeeded' : intent.status === 'processing' ? 'processing' : 'failed';
    var url = new URL(returnUrl, window.location.href);
    url.searchParams.set(param, intent.id);
    url.searchParams.set(param + '_client_secret', clientSecret);
    url.searchParams.set('redirect_status', status);
    window.location.assign(url.toString());
    return new Promise(function () {});
  }

  function confirm(key, kind, options) {
    options = options || {};
    var elements = options.elements;
    var params = options.confirmParams || {};
    var redirect = options.redirect || 'always';
    var secret = options.clientSecret || (elements && elements._clientSecret);
    var method = kind === 'payment_intents' ? 'confirmPayment' : 'confirmSetup';
    if (!secret) { return Promise.reject(integrationError('stripe.' + method + '(): a clientSecret is required (in elements options or as clientSecret).')); }
    if (redirect !== 'if_required' && !params.return_url) { return Promise.reject(integrationError('stripe.' + method + "(): the 'confirmParams.return_url' argument is required unless passing 'redirect: \"if_required\"'")); }
    var el = elements && elements._element();
    var body = { client_secret: secret, return_url: params.return_url };
    if (el) {
      var problem = el._problem();
      if (problem) { el._showError(problem.message); return Promise.resolve({ error: problem }); }
      var v = el._values();
      body.payment_method_data = { type: 'card', card: { number: v.number, exp_month: v.exp_month, exp_year: v.exp_year, cvc: v.cvc }, billing_details: { address: { postal_code: v.postal } } };
    } else if (params.payment_method) {
      body.payment_method = params.payment_method;
    }
    return request(key, 'POST', '/v1/' + kind + '/' + intentId(secret) + '/confirm', body).then(function (res) {
      if (res.ok && res.body.status === 'requires_action') {
        return authenticate(key, kind, res.body).then(function (after) { return finish(kind, after, params.return_url, redirect, secret); });
      }
      return finish(kind, res, params.return_url, redirect, secret);
    });
  }

  function retrieve(key, kind, secret) {
    var single = kind === 'payment_intents' ? 'paymentIntent' : 'setupIntent';
    return request(key, 'GET', '/v1/' + kind + '/' + intentId(secret), { client_secret: secret }).then(function (res) {
      var out = {};
      if (res.ok) { out[single] = res.body; } else { out.error = res.body.error; }
      return out;
    });
  }

  function unsupported(name) {
    return function () { return Promise.resolve({ error: { type: 'invalid_request_error', message: name + ' is not supported by the local Stripe stand-in.' } }); };
  }

  function Stripe(key, options) {
    if (typeof key !== 'string' || !key) { throw integrationError('Please call Stripe() with your publishable key. You used an empty string.'); }
    if (key.indexOf('sk_') === 0) { throw integrationError('You should not use your secret key with Stripe.js. Please pass a publishable key instead.'); }
    var wrappers = [];
    var apps = [];
    return {
      _options: options || {},
      _wrappers: wrappers,
      _apps: apps,
      _registerWrapper: function (w) { wrappers.push(w); },
      registerAppInfo: function (a) { apps.push(a); },
      elements: function (opts) { return new Elements(this, opts); },
      confirmPayment: function (opts) { return confirm(key, 'payment_intents', opts); },
      confirmSetup: function (opts) { return confirm(key, 'setup_intents', opts); },
      retrievePaymentIntent: function (secret) { return retrieve(key, 'payment_intents', secret); },
      retrieveSetupIntent: function (secret) { return retrieve(key, 'setup_intents', secret); },
      confirmCardPayment: function (secret, data) { return confirm(key, 'payment_intents', { clientSecret: secret, confirmParams: { payment_method: data && data.payment_method }, redirect: 'if_required' }); },
      confirmCardSetup: function (secret, data) { return confirm(key, 'setup_intents', { clientSecret: secret, confirmParams: { payment_method: data && data.payment_method }, redirect: 'if_required' }); },
      handleNextAction: function (opts) { return retrieve(key, 'payment_intents', opts.clientSecret); },
      createToken: unsupported('createToken'),
      createPaymentMethod: unsupported('createPaymentMethod'),
      createConfirmationToken: unsupported('createConfirmationToken'),
      paymentRequest: function () { throw integrationError('paymentRequest is not supported by the local Stripe stand-in.'); }
    };
  }
  Stripe.version = 'endive';
  Stripe.__localStripe = true;
  window.Stripe = Stripe;
})();
`.replace('ORIGIN_PLACEHOLDER', JSON.stringify(origin));
