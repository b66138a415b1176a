// testTimeout is a global Jest option (ignored inside `projects`): set the API's longer limit per file.
jest.setTimeout(30000);
