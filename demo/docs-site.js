// The docs site's own controls: its theme switch (saved, on <html data-theme>) and its sidebar, a drawer on phones.
(function () {
  var root = document.documentElement;
  document.getElementById('docs-theme').addEventListener('click', function () {
    var next = root.getAttribute('data-theme') === 'dark' ? 'light' : 'dark';
    root.setAttribute('data-theme', next);
    try {
      localStorage.setItem('docs-site-theme', next);
    } catch {
      // A private window: the theme holds for this page.
    }
  });
  var sidebar = document.getElementById('docs-sidebar');
  var menu = document.querySelector('.docs-nav__menu');
  function setOpen(open) {
    sidebar.classList.toggle('docs-sidebar--open', open);
    menu.setAttribute('aria-expanded', String(open));
  }
  menu.addEventListener('click', function () {
    setOpen(true);
  });
  document.querySelector('.docs-sidebar__close').addEventListener('click', function () {
    setOpen(false);
  });
})();
