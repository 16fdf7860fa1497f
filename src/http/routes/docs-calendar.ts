/** The API reference's "add to calendar" offer (docs.ts serves it in the page's script). */
import { API_KEY_HEADER } from '../../api/index.js';

/**
 * After a successful "Try it out" of searchConferences, a panel offers that search as a calendar
 * feed: it sends the search's parameters (less paging and facets) to POST /api/gpt/feeds with the
 * same key and shows the webcal:// link and the https URL it answers. Styled through the CSSOM: the
 * page's CSP allows no inline style attribute.
 */
export function calendarOffer(basePath: string): string {
  return `
  var SEARCH = ${JSON.stringify(`${basePath}/api/gpt/conferences`)};
  var FEEDS = ${JSON.stringify(`${basePath}/api/gpt/feeds`)};
  var NOT_FEED = { limit: true, offset: true, facets: true };
  var lastSearch = null;
  function panel() {
    var box = document.getElementById('calendar-offer');
    if (box) return box;
    box = document.createElement('section');
    box.id = 'calendar-offer';
    box.setAttribute('aria-live', 'polite');
    var s = box.style;
    s.position = 'fixed'; s.right = '1rem'; s.bottom = '1rem'; s.maxWidth = '28rem'; s.padding = '0.8rem';
    s.background = '#fff'; s.border = '1px solid #49cc90'; s.borderRadius = '4px'; s.font = '14px sans-serif';
    s.zIndex = '1000'; s.wordBreak = 'break-all';
    document.body.appendChild(box);
    return box;
  }
  function link(href, text) {
    var a = document.createElement('a');
    a.href = href;
    a.textContent = text;
    return a;
  }
  function subscribe(search, deadlines, box) {
    var body = {};
    search.params.forEach(function (value, name) { if (!NOT_FEED[name]) body[name] = value; });
    if (deadlines) body.include = 'deadlines';
    box.textContent = 'Making the calendar link…';
    fetch(FEEDS, {
      method: 'POST',
      headers: { 'Content-Type': 'application/json', 'X-API-Key': search.key },
      body: JSON.stringify(body),
    }).then(function (response) { return response.json(); }).then(function (answer) {
      box.textContent = '';
      if (!answer.success) { box.textContent = answer.message; return; }
      var title = document.createElement('p');
      title.textContent = answer.description + ': ';
      title.appendChild(link(answer.webcal, 'add to calendar'));
      var url = document.createElement('p');
      url.appendChild(document.createTextNode('Or subscribe to this URL: '));
      url.appendChild(link(answer.url, answer.url));
      box.appendChild(title);
      box.appendChild(url);
    }, function () { box.textContent = 'The calendar link could not be made.'; });
  }
  function offer(search) {
    var box = panel();
    box.textContent = '';
    var deadlines = document.createElement('input');
    deadlines.type = 'checkbox';
    deadlines.id = 'calendar-deadlines';
    var label = document.createElement('label');
    label.htmlFor = deadlines.id;
    label.textContent = ' with deadlines and reminders ';
    var button = document.createElement('button');
    button.className = 'btn';
    button.id = 'calendar-subscribe';
    button.textContent = 'Add this search to a calendar';
    button.addEventListener('click', function () { subscribe(search, deadlines.checked, box); });
    box.appendChild(button);
    box.appendChild(deadlines);
    box.appendChild(label);
  }
  options.requestInterceptor = function (request) {
    var url = new URL(request.url, window.location.href);
    if (url.pathname === SEARCH && (request.method || 'GET') === 'GET') {
      lastSearch = { params: url.searchParams, key: request.headers['${API_KEY_HEADER}'] };
    }
    return request;
  };
  options.responseInterceptor = function (response) {
    var url = new URL(response.url, window.location.href);
    if (response.ok && url.pathname === SEARCH && lastSearch) offer(lastSearch);
    return response;
  };`;
}
