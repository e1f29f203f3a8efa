import { inertControls } from './inertControls';

it('marks forms, and fields and buttons outside a form, inert, once, and nothing inside a form', () => {
  expect(
    inertControls(
      '<p>&lt;form&gt;</p><form class="f"><input name="a"/><select></select><textarea>&lt;input</textarea>' +
        '<button type="submit">Send</button></form><input type="search"/><label>x</label>' +
        '<button type="button">Create a job alert</button><a href="/jobs">Jobs</a>',
    ),
  ).toBe(
    '<p>&lt;form&gt;</p><form inert="" data-prerender-inert="" class="f"><input name="a"/><select></select>' +
      '<textarea>&lt;input</textarea><button type="submit">Send</button></form>' +
      '<input inert="" data-prerender-inert="" type="search"/><label>x</label>' +
      '<button inert="" data-prerender-inert="" type="button">Create a job alert</button><a href="/jobs">Jobs</a>',
  );
});
