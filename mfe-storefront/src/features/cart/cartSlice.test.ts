import { MAX_QUANTITY } from '@greencart/contracts';
import { createStorefrontStore } from '../../app/store';
import { signedIn, signedOut } from '../session/sessionSlice';
import { USER } from '../../test/fixtures';
import {
  addManyToCart,
  addToCart,
  dropLines,
  replaceCart,
  removeFromCart,
  selectCartCount,
  selectCartItems,
  setQuantity,
} from './cartSlice';

function storeWithCart(items: Record<string, number> = {}) {
  return createStorefrontStore({ cart: { items } });
}

describe('cart rules of the original store', () => {
  it('adding raises the quantity by one, starting from nothing', () => {
    const store = storeWithCart();
    store.dispatch(addToCart('tomato'));
    store.dispatch(addToCart('tomato'));
    store.dispatch(addToCart('apple'));
    expect(selectCartItems(store.getState())).toEqual({ tomato: 2, apple: 1 });
    expect(selectCartCount(store.getState())).toBe(3);
  });

  it('setting replaces the quantity', () => {
    const store = storeWithCart({ tomato: 2 });
    store.dispatch(setQuantity({ id: 'tomato', quantity: 7 }));
    expect(selectCartItems(store.getState())).toEqual({ tomato: 7 });
  });

  it('removing lowers the quantity by one and deletes the line at zero', () => {
    const store = storeWithCart({ tomato: 2 });
    store.dispatch(removeFromCart('tomato'));
    expect(selectCartItems(store.getState())).toEqual({ tomato: 1 });
    store.dispatch(removeFromCart('tomato'));
    expect(selectCartItems(store.getState())).toEqual({});
  });

  it('never goes above the largest quantity the API accepts', () => {
    const store = storeWithCart({ tomato: MAX_QUANTITY });
    store.dispatch(addToCart('tomato'));
    store.dispatch(setQuantity({ id: 'apple', quantity: 5000 }));
    expect(selectCartItems(store.getState())).toEqual({
      tomato: MAX_QUANTITY,
      apple: MAX_QUANTITY,
    });
  });

  it('drops the lines of products the server no longer knows', () => {
    const store = storeWithCart({ tomato: 1, gone: 3 });
    store.dispatch(dropLines(['gone']));
    expect(selectCartItems(store.getState())).toEqual({ tomato: 1 });
  });
});

describe('cart at login and logout', () => {
  it('merges the guest cart into the saved cart, adding quantities and capping them', () => {
    const store = storeWithCart({ tomato: 2, apple: 1, cola: 5 });
    store.dispatch(
      signedIn({ ...USER, cartItems: { tomato: 3, carrot: 4, cola: MAX_QUANTITY - 1 } }),
    );
    expect(selectCartItems(store.getState())).toEqual({
      tomato: 5,
      apple: 1,
      carrot: 4,
      cola: MAX_QUANTITY,
    });
  });

  it('restores the saved cart when the guest cart is empty', () => {
    const store = storeWithCart();
    store.dispatch(signedIn({ ...USER, cartItems: { carrot: 2 } }));
    expect(selectCartItems(store.getState())).toEqual({ carrot: 2 });
  });

  it('empties the cart on logout, so the next shopper on the device starts fresh', () => {
    const store = storeWithCart({ tomato: 2 });
    store.dispatch(signedOut());
    expect(selectCartItems(store.getState())).toEqual({});
  });
});

describe('a weighed line counts as one item', () => {
  it('counts the steps of a weighed line once, and units as before', () => {
    const store = storeWithCart({ apple: 2 });
    store.dispatch(addManyToCart({ id: 'tomato', count: 4, weighed: true }));
    store.dispatch(addManyToCart({ id: 'tomato', count: 1, weighed: true }));
    expect(selectCartItems(store.getState())).toEqual({ apple: 2, tomato: 5 });
    expect(selectCartCount(store.getState())).toBe(3);
    // Gone from the cart, it is forgotten: the same id added later as units counts its units.
    store.dispatch(dropLines(['tomato']));
    store.dispatch(addManyToCart({ id: 'tomato', count: 2 }));
    expect(selectCartCount(store.getState())).toBe(4);
  });

  it("learns the saved cart's weighed lines at login and from buy again", () => {
    const store = storeWithCart();
    store.dispatch(signedIn({ ...USER, cartItems: { okra: 8, apple: 1 }, cartWeighed: ['okra'] }));
    expect(selectCartCount(store.getState())).toBe(2);
    store.dispatch(
      replaceCart({ items: { okra: 8, apple: 1, fish: 3 }, weighed: ['okra', 'fish'] }),
    );
    expect(selectCartCount(store.getState())).toBe(3);
    store.dispatch(signedOut());
    store.dispatch(addToCart('okra'));
    expect(selectCartCount(store.getState())).toBe(1);
  });
});
