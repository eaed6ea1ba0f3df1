/**
 * Add to Cart on the product page. Until the cart exists: no size -> "please select size";
 * otherwise a visitor is sent to the login page.
 */
import { useState } from 'react';
import { useNavigate } from 'react-router';
import { paths } from '../../../shared/paths';

export interface AddToCartButtonProps {
  itemId: string;
  selectedSize: string | null;
}

export function AddToCartButton({ selectedSize }: AddToCartButtonProps) {
  const navigate = useNavigate();
  const [notice, setNotice] = useState('');
  const add = () => {
    if (!selectedSize) {
      setNotice('please select size');
      return;
    }
    navigate(paths.login);
  };
  return (
    <div>
      <button
        type="button"
        onClick={add}
        className="w-full rounded bg-neutral-900 px-6 py-3 font-semibold text-white hover:bg-neutral-700"
      >
        Add to Cart
      </button>
      {notice && (
        <p role="alert" className="mt-2 text-sm text-red-700">
          {notice}
        </p>
      )}
    </div>
  );
}
