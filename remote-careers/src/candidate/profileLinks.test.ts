import { GITHUB_WRONG, gitHubSchema, LINKEDIN_WRONG, linkedInSchema } from './profileLinks';

const problem = (schema: typeof linkedInSchema, value: string) => {
  const checked = schema.safeParse(value);
  return checked.success ? undefined : checked.error.issues[0]?.message;
};

it('takes an empty field or a profile address of the site it names, and says how to write one otherwise', () => {
  for (const fine of ['', '  ', 'https://www.linkedin.com/in/asha-patel', 'http://in.linkedin.com/in/asha_p/'])
    expect(problem(linkedInSchema, fine)).toBeUndefined();
  for (const wrong of [
    'linkedin.com/in/asha',
    'https://evil.example/in/asha',
    'https://www.linkedin.com/company/acme',
    'javascript:alert(1)',
  ])
    expect(problem(linkedInSchema, wrong)).toBe(LINKEDIN_WRONG);
  for (const fine of ['', 'https://github.com/octo-cat', 'https://www.github.com/ashap/'])
    expect(problem(gitHubSchema, fine)).toBeUndefined();
  for (const wrong of ['https://github.com/octo-cat/repo', 'https://github.com/-bad', 'https://gitlab.com/ashap'])
    expect(problem(gitHubSchema, wrong)).toBe(GITHUB_WRONG);
  expect(problem(gitHubSchema, `https://github.com/${'a'.repeat(300)}`)).toBeDefined();
});
