import { assetUrl, cardImage } from './assetUrl';

describe('assetUrl', () => {
  it('puts a stored path on the API host', () => {
    expect(assetUrl('http://localhost:4000', '/uploads/p1.webp')).toBe(
      'http://localhost:4000/uploads/p1.webp',
    );
    expect(assetUrl('http://localhost:4000/', 'uploads/p1.webp')).toBe(
      'http://localhost:4000/uploads/p1.webp',
    );
  });

  it('lets absolute URLs through', () => {
    for (const url of [
      'https://cdn.example/x.webp',
      'data:image/png;base64,AA',
      'blob:http://a/1',
      '//cdn/x.png',
    ]) {
      expect(assetUrl('http://localhost:4000', url)).toBe(url);
    }
  });
});

describe('cardImage', () => {
  it('asks for the small card size of a WebP image', () => {
    expect(cardImage('http://localhost:4000/uploads/p1.webp')).toBe(
      'http://localhost:4000/uploads/p1.card.webp',
    );
    expect(cardImage('/uploads/p1.webp?v=2')).toBe('/uploads/p1.card.webp?v=2');
  });

  it('leaves other images and card images unchanged', () => {
    expect(cardImage('/uploads/p1.png')).toBe('/uploads/p1.png');
    expect(cardImage('/uploads/p1.card.webp')).toBe('/uploads/p1.card.webp');
  });
});
