import { isStatusBadge } from './status-badge';

describe('isStatusBadge', () => {
  it("knows badge services and CI services' badge addresses", () => {
    for (const address of [
      'https://img.shields.io/youtube/channel/subscribers/UC1?style=social',
      'https://badge.fury.io/js/some-package.svg',
      'https://travis-ci.org/ann/book.svg?branch=master',
      'https://github.com/ann/book/actions/workflows/ci.yml/badge.svg',
      'https://codecov.io/gh/ann/book/branch/main/graph/badge.svg',
      'https://readthedocs.org/projects/book/badge/?version=latest',
    ])
      expect([address, isStatusBadge(address)]).toEqual([address, true]);
  });

  it("leaves the book's figures alone", () => {
    for (const address of [
      'https://raw.githubusercontent.com/ann/book/master/images/venn.png',
      'https://pbs.twimg.com/media/CIRSOBmWsAQdzvP.jpg',
      'https://example.com/diagrams/badge-design.png',
    ])
      expect([address, isStatusBadge(address)]).toEqual([address, false]);
  });
});
