// Google sign-in ends in this popup: tell the page that opened it, then close.
(function () {
  var error = new URLSearchParams(window.location.search).get('error');
  if (window.opener) {
    window.opener.postMessage({ type: 'phonehaat:auth-complete', error: error }, window.location.origin);
    window.close();
  } else {
    window.location.replace(error ? '/signIn' : '/');
  }
})();
