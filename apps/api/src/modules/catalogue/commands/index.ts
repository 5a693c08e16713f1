import { addProductCommand } from './addProduct'
import { listProductsCommand } from './listProducts'
import { skuPriceCommand } from './skuPrice'
import { skuStockCommand } from './skuStock'
import { updateProductCommand } from './updateProduct'

/** The catalogue's operator commands (`npm run ops -- shop:…`); the changing ones are audited. */
export const catalogueCommands = [
  addProductCommand,
  updateProductCommand,
  skuStockCommand,
  skuPriceCommand,
  listProductsCommand,
]
