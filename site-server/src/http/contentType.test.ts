import { contentTypeOf } from './contentType';

it('names the content type of the files a build holds', () => {
  expect(contentTypeOf('remoteEntry.js')).toBe('text/javascript; charset=utf-8');
  expect(contentTypeOf('assets/main.0123abcd.css')).toBe('text/css; charset=utf-8');
  expect(contentTypeOf('main.0123abcd.js.map')).toBe('application/json; charset=utf-8');
  expect(contentTypeOf('fonts/inter.0123abcd.woff2')).toBe('font/woff2');
  expect(contentTypeOf('data.bin')).toBe('application/octet-stream');
  expect(contentTypeOf('LICENSE')).toBe('application/octet-stream');
});
