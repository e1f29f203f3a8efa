import { inertForms } from './inertForms';

it('marks forms and fields outside a form inert, once, and nothing inside a form', () => {
  expect(
    inertForms(
      '<p>&lt;form&gt;</p><form class="f"><input name="a"/><select></select><textarea>&lt;input</textarea></form>' +
        '<input type="search"/><label>x</label>',
    ),
  ).toBe(
    '<p>&lt;form&gt;</p><form inert="" data-prerender-inert="" class="f"><input name="a"/><select></select>' +
      '<textarea>&lt;input</textarea></form><input inert="" data-prerender-inert="" type="search"/><label>x</label>',
  );
});
