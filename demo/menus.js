// The navigation document editor (demo/menus.html): what the web team does with a document, live. The text goes to
// the header's `menus` property; ExHeader.checkMenus lists what the header leaves out and why.
const textarea = document.getElementById('document');
const status = document.getElementById('status');
const list = document.getElementById('warnings');
const signedIn = document.getElementById('signed-in');
const header = document.querySelector('ex-header');
const STORAGE_KEY = 'ex-demo:menus-document';

async function example() {
  return (await fetch('/menus-example.json')).text();
}

function show(lines, summary) {
  status.textContent = summary;
  list.replaceChildren(
    ...lines.map((line) => {
      const item = document.createElement('li');
      item.textContent = line;
      return item;
    }),
  );
}

async function apply() {
  const text = textarea.value;
  sessionStorage.setItem(STORAGE_KEY, text);
  await customElements.whenDefined('ex-header');
  const { document: read, warnings } = await window.ExHeader.checkMenus(text);
  header.menus = text.trim() === '' ? null : text;
  if (!read) show(warnings, 'Nothing in it can be used: the built-in menus show.');
  else if (warnings.length === 0) show([], `Valid: ${read.groups.length} group(s) on top of the built-in menus.`);
  else show(warnings, `${warnings.length} problem(s); everything else shows.`);
}

let timer = 0;
textarea.addEventListener('input', () => {
  clearTimeout(timer);
  timer = setTimeout(apply, 250);
});
signedIn.addEventListener('change', () => {
  if (signedIn.checked) header.setAttribute('user', JSON.stringify({ userId: '1001', loginName: 'alice@example.com' }));
  else header.removeAttribute('user');
});
document.getElementById('reset').addEventListener('click', async () => {
  textarea.value = await example();
  void apply();
});

textarea.value = sessionStorage.getItem(STORAGE_KEY) ?? (await example());
void apply();
