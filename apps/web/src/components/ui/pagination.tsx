export interface PaginationProps {
  /** 1-based current page. */
  page: number;
  totalPages: number;
  onChange: (page: number) => void;
  /** Pages shown around the current one (spec: 3). */
  range?: number;
  /** Pages always shown at each end (spec: 1). */
  margin?: number;
  label?: string;
}

export function Pagination(_props: PaginationProps) {
  return null;
}
