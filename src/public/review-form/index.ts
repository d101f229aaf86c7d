import { mount } from './mount';

export { mount, type MountOptions } from './mount';

// The stand-alone page (/email_review, /media_submit): the server's shell has the container.
const shell = typeof document !== 'undefined' ? document.getElementById('review-form') : null;
if (shell) mount(shell, { page: shell.dataset.page === 'media' ? 'media' : 'review', ownDocument: true });
