/*
 * Test-only stand-in for https://apis.google.com/js/api.js, which cannot be loaded offline.
 * Implements the small part of gapi.iframes that the Firebase Auth SDK (parent page) and the
 * Auth emulator's helper iframe (child) use to pass the Google popup's result: open an iframe,
 * ping it, and send/register named messages in both directions over postMessage.
 */
(function () {
  var TAG = '__gapiStub';

  // Headless Chromium denies storage to the emulator's third-party helper iframe; give it a
  // memory-backed sessionStorage like a browser that allows it would.
  try {
    void window.sessionStorage;
  } catch {
    Object.defineProperty(window, 'sessionStorage', { value: {}, configurable: true });
  }
  var handlers = {}; // name -> handler
  var queued = {}; // name -> [{ data, reply }] received before a handler was registered
  var pending = {}; // id -> callback
  var nextId = 1;

  function deliver(name, data, reply) {
    var handler = handlers[name];
    if (handler) reply([handler(data)]);
    else (queued[name] = queued[name] || []).push({ data: data, reply: reply });
  }

  window.addEventListener('message', function (event) {
    var message = event.data;
    if (!message || message[TAG] !== true) return;
    if (message.kind === 'send') {
      deliver(message.name, message.data, function (result) {
        event.source.postMessage(
          { __gapiStub: true, kind: 'reply', id: message.id, result: result },
          '*',
        );
      });
    } else if (message.kind === 'reply' && pending[message.id]) {
      var callback = pending[message.id];
      delete pending[message.id];
      // gapi swallows exceptions thrown by reply callbacks (the Firebase SDK throws in one).
      try {
        callback(message.result);
      } catch {
        /* swallowed, as gapi does */
      }
    }
  });

  function channel(targetWindow) {
    return {
      register: function (name, handler) {
        handlers[name] = handler;
        var waiting = queued[name] || [];
        delete queued[name];
        waiting.forEach(function (item) {
          item.reply([handler(item.data)]);
        });
      },
      send: function (name, data, callback) {
        var id = String(nextId++);
        pending[id] = callback || function () {};
        targetWindow().postMessage(
          { __gapiStub: true, kind: 'send', name: name, data: data, id: id },
          '*',
        );
      },
    };
  }

  function openIframe(options, ready) {
    var element = document.createElement('iframe');
    var attributes = options.attributes || {};
    Object.keys(attributes.style || {}).forEach(function (key) {
      element.style[key] = attributes.style[key];
    });
    if (attributes['aria-hidden']) element.setAttribute('aria-hidden', attributes['aria-hidden']);
    if (attributes.tabindex) element.setAttribute('tabindex', attributes.tabindex);
    var loaded = new Promise(function (resolve) {
      element.addEventListener('load', function () {
        resolve();
      });
    });
    element.src = options.url;
    (options.where || document.body).appendChild(element);
    var iframe = channel(function () {
      return element.contentWindow;
    });
    iframe.restyle = function () {
      return Promise.resolve();
    };
    iframe.ping = function (callback) {
      return loaded.then(function () {
        if (callback) callback();
      });
    };
    return ready(iframe);
  }

  var iframes = {
    CROSS_ORIGIN_IFRAMES_FILTER: function () {
      return true;
    },
    Iframe: function () {},
    getContext: function () {
      return {
        open: openIframe,
        getParentIframe: function () {
          return channel(function () {
            return window.parent;
          });
        },
      };
    },
  };

  window.gapi = {
    iframes: iframes,
    load: function (_name, options) {
      var callback = typeof options === 'function' ? options : options && options.callback;
      setTimeout(function () {
        if (callback) callback();
      }, 0);
    },
  };

  // api.js?onload=name calls window[name]; the emulator's iframe page uses window.gapi_onload.
  var script = document.currentScript;
  var onload = script && new URL(script.src).searchParams.get('onload');
  setTimeout(function () {
    if (onload && typeof window[onload] === 'function') window[onload]();
    if (typeof window.gapi_onload === 'function') window.gapi_onload();
  }, 0);
})();
