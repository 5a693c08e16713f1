import { Swiper } from 'antd-mobile'

export function ProductGallery({ images, alt }: { images: readonly string[]; alt: string }) {
  if (images.length === 0) return <div className="shop-gallery shop-card-image" aria-hidden="true" />
  return (
    <Swiper className="shop-gallery" data-testid="product-gallery" loop={images.length > 1}>
      {images.map((src) => (
        <Swiper.Item key={src}>
          <img className="shop-gallery-image" src={src} alt={alt} />
        </Swiper.Item>
      ))}
    </Swiper>
  )
}
