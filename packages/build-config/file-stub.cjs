// Images imported by components resolve to their file name in unit tests.
module.exports = 'test-file-stub';
