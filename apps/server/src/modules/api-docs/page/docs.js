/* global SwaggerUIBundle */
// The interactive API reference: Swagger UI from the server's own copy (no CDN). The document
// is behind sign-in, so this page sends the web session's access token (kept in localStorage
// by the SPA, same origin) with the document request and with every "Try it out"; a visitor who
// is not signed in is sent to the sign-in page and never sees the description.
(function () {
  const SESSION_KEYS = { accessToken: 'access_token', refreshToken: 'refresh_token' };
  const DOCUMENT_URL = '/api/v1/openapi.json';
  const REFRESH_URL = '/api/v1/auth/refresh';
  const LOGIN_URL = '/login';
  const status = document.getElementById('docs-status');

  function readItem(key) {
    try {
      return localStorage.getItem(key);
    } catch {
      return null;
    }
  }

  function writeItem(key, value) {
    try {
      localStorage.setItem(key, value);
    } catch {
      // Private mode without storage: the token then lives in this page only.
    }
  }

  let refreshing = null;
  /** One refresh at a time; refresh tokens rotate, so the new one is kept for the SPA too. */
  function refreshSession() {
    const refreshToken = readItem(SESSION_KEYS.refreshToken);
    if (!refreshToken) return Promise.resolve(false);
    refreshing ??= fetch(REFRESH_URL, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ refresh_token: refreshToken }),
    })
      .then(async (response) => {
        if (!response.ok) return false;
        const body = await response.json();
        if (typeof body.access_token !== 'string') return false;
        writeItem(SESSION_KEYS.accessToken, body.access_token);
        if (typeof body.refresh_token === 'string')
          writeItem(SESSION_KEYS.refreshToken, body.refresh_token);
        return true;
      })
      .catch(() => false)
      .finally(() => {
        refreshing = null;
      });
    return refreshing;
  }

  function bearerHeaders() {
    const token = readItem(SESSION_KEYS.accessToken);
    return token ? { authorization: `Bearer ${token}` } : {};
  }

  async function fetchDocument() {
    const get = () => fetch(DOCUMENT_URL, { headers: bearerHeaders() });
    let response = await get();
    if (response.status === 401 && (await refreshSession())) response = await get();
    if (response.status === 401) {
      window.location.replace(LOGIN_URL);
      return null;
    }
    if (!response.ok)
      throw new Error(`The API description could not be loaded (${response.status}).`);
    return response.json();
  }

  function hasAuthorization(headers) {
    return Object.keys(headers || {}).some((name) => name.toLowerCase() === 'authorization');
  }

  function showReference(spec) {
    status.hidden = true;
    SwaggerUIBundle({
      spec,
      dom_id: '#swagger-ui',
      deepLinking: true,
      // Past 150 rows Swagger UI lists only the operations near the screen, so the browser's
      // find no longer reaches the rest: its own filter by tag does.
      filter: true,
      // Nothing is sent to an outside validator: the server's own contract test checks the document.
      validatorUrl: null,
      presets: [SwaggerUIBundle.presets.apis],
      layout: 'BaseLayout',
      // The session token goes with "Try it out" unless the reader chose another credential
      // (an API key) with the Authorize button.
      requestInterceptor: (request) => {
        if (!hasAuthorization(request.headers)) Object.assign(request.headers, bearerHeaders());
        return request;
      },
      // An expired session token: refresh it, so that the next try goes through.
      responseInterceptor: (response) => {
        if (response.status === 401) void refreshSession();
        return response;
      },
    });
  }

  fetchDocument()
    .then((spec) => {
      if (spec) showReference(spec);
    })
    .catch((error) => {
      status.textContent = `${error.message} Reload the page to try again.`;
    });
})();
