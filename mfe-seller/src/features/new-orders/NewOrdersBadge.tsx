import './new-orders.css';

/** The count beside the sidebar's Orders link; read as part of the link's name. */
export function NewOrdersBadge({ count }: { count: number }) {
  return (
    <span className="seller-new-orders">
      {count}
      <span className="seller-new-orders__words"> new</span>
    </span>
  );
}
