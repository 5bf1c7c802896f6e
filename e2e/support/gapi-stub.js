/*
 * A stand-in for https://apis.google.com/js/api.js, which cannot load offline. It implements only
 * what the Firebase Auth SDK and the Auth emulator's helper iframe use of gapi.iframes: open an
 * iframe, ping it, and register/send named messages between the page and that iframe over
 * postMessage. Served by Playwright's page.route in browser tests (Google's script is outside our
 * system); never shipped with the app.
 */
/* eslint-disable @typescript-eslint/no-this-alias -- plain ES5 script, run in the browser as is */
(function () {
  var FILTER = 'toolshub-gapi-stub-filter';
  var TAG = '__toolshubGapiStub';
  var channels = [];
  var nextId = 1;

  function Channel(getWindow) {
    this.getWindow = getWindow;
    this.handlers = {};
    this.queued = {};
    this.waiting = {};
    channels.push(this);
  }
  Channel.prototype.register = function (name, handler) {
    this.handlers[name] = handler;
    var queued = this.queued[name] || [];
    delete this.queued[name];
    for (var i = 0; i < queued.length; i++) this.deliver(queued[i]);
  };
  Channel.prototype.post = function (message) {
    var win = this.getWindow();
    if (win) win.postMessage(message, '*');
  };
  Channel.prototype.send = function (name, data, callback) {
    var id = nextId++;
    this.waiting[id] = callback || function () {};
    this.post({ [TAG]: true, kind: 'send', id: id, name: name, data: data });
  };
  Channel.prototype.deliver = function (message) {
    var handler = this.handlers[message.name];
    if (!handler) {
      (this.queued[message.name] = this.queued[message.name] || []).push(message);
      return;
    }
    var result = handler(message.data);
    this.post({ [TAG]: true, kind: 'reply', id: message.id, responses: [result] });
  };
  Channel.prototype.ping = function (callback) {
    var self = this;
    return new Promise(function (resolve) {
      var done = false;
      function attempt() {
        if (done) return;
        var id = nextId++;
        self.waiting[id] = function () {
          if (done) return;
          done = true;
          if (callback) callback();
          resolve();
        };
        self.post({ [TAG]: true, kind: 'ping', id: id });
        setTimeout(attempt, 200);
      }
      attempt();
    });
  };
  Channel.prototype.restyle = function () {
    return Promise.resolve();
  };

  window.addEventListener('message', function (event) {
    var message = event.data;
    if (!message || typeof message !== 'object' || !message[TAG]) return;
    for (var i = 0; i < channels.length; i++) {
      var channel = channels[i];
      if (channel.getWindow() !== event.source) continue;
      if (message.kind === 'ping') channel.post({ [TAG]: true, kind: 'reply', id: message.id, responses: [] });
      else if (message.kind === 'send') channel.deliver(message);
      else if (message.kind === 'reply' && channel.waiting[message.id]) {
        var cb = channel.waiting[message.id];
        delete channel.waiting[message.id];
        cb(message.responses);
      }
      return;
    }
    // A ping from a parent before it registered anything with us still needs an answer.
    if (message.kind === 'ping' && event.source === window.parent) {
      window.parent.postMessage({ [TAG]: true, kind: 'reply', id: message.id, responses: [] }, '*');
    }
  });

  var parentChannel = null;
  var context = {
    open: function (options, callback) {
      var el = document.createElement('iframe');
      var attributes = options.attributes || {};
      Object.keys(attributes.style || {}).forEach(function (k) {
        el.style[k] = attributes.style[k];
      });
      el.src = options.url;
      (options.where || document.body).appendChild(el);
      var channel = new Channel(function () {
        return el.contentWindow;
      });
      channel.getSiteEl = function () {
        return el;
      };
      channel.getIframeEl = channel.getSiteEl;
      return Promise.resolve(callback ? callback(channel) : channel);
    },
    getParentIframe: function () {
      parentChannel =
        parentChannel ||
        new Channel(function () {
          return window.parent;
        });
      return parentChannel;
    },
  };

  window.gapi = window.gapi || {};
  window.gapi.iframes = {
    CROSS_ORIGIN_IFRAMES_FILTER: FILTER,
    Iframe: function () {},
    getContext: function () {
      return context;
    },
  };
  window.gapi.load = function (_feature, options) {
    var callback = typeof options === 'function' ? options : options && options.callback;
    setTimeout(function () {
      if (callback) callback();
    }, 0);
  };

  var script = document.currentScript;
  var onload = script && script.src ? new URL(script.src).searchParams.get('onload') : null;
  setTimeout(function () {
    if (onload && typeof window[onload] === 'function') window[onload]();
    if (typeof window.gapi_onload === 'function') window.gapi_onload();
  }, 0);
})();
