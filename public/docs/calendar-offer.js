// The API reference's "add to calendar" offer, served as it is at /docs/calendar-offer.js
// (src/http/routes/docs.ts); the reference's own script, /docs/docs.js, calls it with the paths
// under PUBLIC_BASE_URL and the key header's name.
//
// After a successful "Try it out" of searchConferences, a panel offers that search as a calendar
// feed: it sends the search's parameters (less paging and facets) to POST /api/gpt/feeds with the
// same key and shows the webcal:// link and the https URL it answers. Styled through the CSSOM: the
// page's CSP allows no inline style attribute.

window.offerCalendar = (options, paths) => {
  const NOT_FEED = { limit: true, offset: true, facets: true };
  let lastSearch = null;

  function panel() {
    let box = document.getElementById('calendar-offer');
    if (box) return box;
    box = document.createElement('section');
    box.id = 'calendar-offer';
    box.setAttribute('aria-live', 'polite');
    const s = box.style;
    s.position = 'fixed';
    s.right = '1rem';
    s.bottom = '1rem';
    s.maxWidth = '28rem';
    s.padding = '0.8rem';
    s.background = '#fff';
    s.border = '1px solid #49cc90';
    s.borderRadius = '4px';
    s.font = '14px sans-serif';
    s.zIndex = '1000';
    s.wordBreak = 'break-all';
    document.body.appendChild(box);
    return box;
  }

  function link(href, text) {
    const a = document.createElement('a');
    a.href = href;
    a.textContent = text;
    return a;
  }

  function subscribe(search, deadlines, box) {
    const body = {};
    search.params.forEach((value, name) => {
      if (!NOT_FEED[name]) body[name] = value;
    });
    if (deadlines) body.include = 'deadlines';
    box.textContent = 'Making the calendar link…';
    fetch(paths.feeds, {
      method: 'POST',
      headers: { 'Content-Type': 'application/json', [paths.keyHeader]: search.key },
      body: JSON.stringify(body),
    })
      .then((response) => response.json())
      .then(
        (answer) => {
          box.textContent = '';
          if (!answer.success) {
            box.textContent = answer.message;
            return;
          }
          const title = document.createElement('p');
          title.textContent = `${answer.description}: `;
          title.appendChild(link(answer.webcal, 'add to calendar'));
          const url = document.createElement('p');
          url.appendChild(document.createTextNode('Or subscribe to this URL: '));
          url.appendChild(link(answer.url, answer.url));
          box.appendChild(title);
          box.appendChild(url);
        },
        () => {
          box.textContent = 'The calendar link could not be made.';
        },
      );
  }

  function offer(search) {
    const box = panel();
    box.textContent = '';
    const deadlines = document.createElement('input');
    deadlines.type = 'checkbox';
    deadlines.id = 'calendar-deadlines';
    const label = document.createElement('label');
    label.htmlFor = deadlines.id;
    label.textContent = ' with deadlines and reminders ';
    const button = document.createElement('button');
    button.className = 'btn';
    button.id = 'calendar-subscribe';
    button.textContent = 'Add this search to a calendar';
    button.addEventListener('click', () => subscribe(search, deadlines.checked, box));
    box.appendChild(button);
    box.appendChild(deadlines);
    box.appendChild(label);
  }

  options.requestInterceptor = (request) => {
    const url = new URL(request.url, window.location.href);
    if (url.pathname === paths.search && (request.method || 'GET') === 'GET') {
      lastSearch = { params: url.searchParams, key: request.headers[paths.keyHeader] };
    }
    return request;
  };
  options.responseInterceptor = (response) => {
    const url = new URL(response.url, window.location.href);
    if (response.ok && url.pathname === paths.search && lastSearch) offer(lastSearch);
    return response;
  };
};
