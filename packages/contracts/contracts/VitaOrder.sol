// SPDX-License-Identifier: MIT
pragma solidity ^0.8.28;

import {IERC20} from "@openzeppelin/contracts/token/ERC20/IERC20.sol";
import {SafeERC20} from "@openzeppelin/contracts/token/ERC20/utils/SafeERC20.sol";
import {Ownable} from "@openzeppelin/contracts/access/Ownable.sol";
import {Ownable2Step} from "@openzeppelin/contracts/access/Ownable2Step.sol";
import {Pausable} from "@openzeppelin/contracts/utils/Pausable.sol";
import {ReentrancyGuard} from "@openzeppelin/contracts/utils/ReentrancyGuard.sol";
import {Math} from "@openzeppelin/contracts/utils/math/Math.sol";
import {IAccounting} from "./interfaces/IAccounting.sol";
import {IDpinePool} from "./interfaces/IDpinePool.sol";
import {VitaOrderSettings} from "./VitaOrderSettings.sol";

/// @title VitaOrder
/// @notice The order contract: staking orders paid in USDT (15% of the value returned in DPINE at
/// the accounting contract's order price, the pool's time-weighted average) and DPINE sales through
/// the pool (10% of the proceeds returned to the pool). It is the pool's sell router: the pool takes
/// DPINE from nobody else, so every sale passes the checks below.
contract VitaOrder is VitaOrderSettings, Pausable, ReentrancyGuard {
    using SafeERC20 for IERC20;

    /// @notice Share of the order value returned to the buyer in DPINE, in basis points.
    uint256 public constant DPINE_RETURN_BPS = 1_500;
    /// @notice Share of a sale's USDT proceeds donated back to the pool, in basis points.
    uint256 public constant SELL_RETURN_BPS = 1_000;

    IERC20 public immutable usdt;
    IERC20 public immutable dpine;
    IAccounting public immutable accounting;
    IDpinePool public immutable pool;

    /// @notice Number of orders placed so far; the latest order's id.
    uint256 public orderCount;

    /// @dev One storage slot per wallet: the referrer its first order recorded and its order count
    /// (bounded by the uint16 `maxOrdersPerWallet`), so an order writes one slot, not two.
    struct Buyer {
        address referrer;
        uint96 orders;
    }

    mapping(address account => Buyer) private _buyers;

    /// @param referrer The buyer's recorded referrer (`referrerOf`), which later orders keep
    /// whatever referrer they pass.
    event OrderPlaced(
        address indexed buyer,
        address indexed referrer,
        uint256 indexed orderId,
        uint256 amount,
        uint256 dpineReturned,
        uint256 price,
        uint256 toStaticPool,
        uint256 toCentralBank,
        uint256 toFeePool
    );
    /// @param usdtOut USDT paid to the seller (90% of the swap output).
    /// @param returnedToPool USDT donated back to the pool (the other 10%).
    event DPINESold(address indexed seller, uint256 dpineIn, uint256 usdtOut, uint256 returnedToPool);
    event DpineReserveWithdrawn(address indexed to, uint256 amount);
    /// @notice `account`'s first order recorded `referrer` (not emitted for the zero address).
    event ReferrerRecorded(address indexed account, address indexed referrer);

    /// @notice An order of `amount` below the order price (spec: "minimum {amount} USDT per order").
    error OrderBelowMinimum(uint256 amount, uint256 minOrderAmount);
    /// @notice An order of `amount` above the order price: an order pays exactly `orderPrice`.
    error OrderAmountNotPrice(uint256 amount, uint256 orderPrice);
    /// @notice `account` has already placed `limit` orders (`maxOrdersPerWallet`).
    error OrderLimitReached(address account, uint256 limit);
    error NotWhitelisted(address account);
    error Blacklisted(address account);
    error SelfReferral();
    error InsufficientDpineReserve(uint256 available, uint256 required);
    error SellDisabled();
    error SellNotPermitted(address account);
    /// @notice A bounded sale executed after its deadline.
    error DeadlineExpired(uint256 deadline, uint256 timestamp);
    /// @notice A bounded sale would pay the seller `usdtOut`, less than `minUsdtOut`.
    error InsufficientOutput(uint256 usdtOut, uint256 minUsdtOut);

    constructor(
        IERC20 usdt_,
        IERC20 dpine_,
        IAccounting accounting_,
        IDpinePool pool_,
        address staticDividendPool_,
        address centralBankPool_,
        address feePool_
    ) Ownable(msg.sender) VitaOrderSettings(staticDividendPool_, centralBankPool_, feePool_) {
        if (
            address(usdt_) == address(0) || address(dpine_) == address(0) || address(accounting_) == address(0)
                || address(pool_) == address(0)
        ) revert ZeroAddress();
        usdt = usdt_;
        dpine = dpine_;
        accounting = accounting_;
        pool = pool_;
    }

    /// @notice Places a staking order: pays exactly `orderPrice` USDT, split between the three
    /// pools, and receives 15% of the value in DPINE at the order price (Accounting.currentPrice:
    /// the pool's 30-minute average, so a price pushed in the same block does not change it). A
    /// wallet places at most `maxOrdersPerWallet` orders; its first order records its referrer.
    /// @dev The server's referral tree is authoritative (club rules §1): the recorded referrer is
    /// information, so a later order passing another referrer is accepted and the argument ignored.
    /// @param amount USDT amount (18 decimals), equal to `orderPrice`; needs an allowance.
    /// @param referrer Inviter of the buyer, or the zero address; recorded on the first order only.
    /// @return orderId Id of the new order (1-based).
    function placeOrder(uint256 amount, address referrer) external nonReentrant whenNotPaused returns (uint256 orderId) {
        Buyer memory buyer = _checkBuyer(amount, referrer);

        uint256 price = accounting.currentPrice();
        uint256 dpineReturned = Math.mulDiv(amount, DPINE_RETURN_BPS * 1e18, BPS * price);
        uint256 reserve = dpine.balanceOf(address(this));
        if (reserve < dpineReturned) revert InsufficientDpineReserve(reserve, dpineReturned);
        (uint256 toStatic, uint256 toCentral, uint256 toFee) = splitAmount(amount);

        bool isFirstOrder = buyer.orders == 0;
        if (isFirstOrder) buyer.referrer = referrer;
        // _checkBuyer ensured orders < maxOrdersPerWallet <= type(uint16).max: no uint96 overflow.
        unchecked {
            buyer.orders += 1;
        }
        _buyers[msg.sender] = buyer;
        if (isFirstOrder && referrer != address(0)) emit ReferrerRecorded(msg.sender, referrer);

        orderId = ++orderCount;
        emit OrderPlaced(
            msg.sender, buyer.referrer, orderId, amount, dpineReturned, price, toStatic, toCentral, toFee
        );

        _pullUsdt(staticDividendPool, toStatic);
        _pullUsdt(centralBankPool, toCentral);
        _pullUsdt(feePool, toFee);
        if (dpineReturned > 0) dpine.safeTransfer(msg.sender, dpineReturned);
    }

    /// @notice Sells `amount` DPINE through the pool: 90% of the USDT goes to the seller, 10% is
    /// donated back to the pool. Needs `sellEnabled`, the caller's sell permission and an allowance.
    /// @dev No minimum output and no deadline: the spec's call is `sellDPINE(amount)` with a 0 bps
    /// slippage default. Prefer `sellDPINEWithMinimum`, which cannot be sandwiched.
    /// @param amount DPINE amount to sell.
    /// @return usdtOut USDT paid to the seller.
    function sellDPINE(uint256 amount) external nonReentrant whenNotPaused returns (uint256 usdtOut) {
        return _sellDPINE(amount, 0, type(uint256).max);
    }

    /// @notice Same as `sellDPINE`, bounded against front-running: reverts unless the seller
    /// receives at least `minUsdtOut` USDT and the transaction executes by `deadline`.
    /// @param amount DPINE amount to sell.
    /// @param minUsdtOut Smallest acceptable USDT paid to the seller (the 90% part, after the 10%
    /// returned to the pool); reverts with InsufficientOutput below it.
    /// @param deadline Last unix timestamp (seconds) at which the sale may execute; reverts with
    /// DeadlineExpired after it.
    /// @return usdtOut USDT paid to the seller.
    function sellDPINEWithMinimum(uint256 amount, uint256 minUsdtOut, uint256 deadline)
        external
        nonReentrant
        whenNotPaused
        returns (uint256 usdtOut)
    {
        return _sellDPINE(amount, minUsdtOut, deadline);
    }

    /// @notice Owner takes DPINE out of the reserve used for order returns.
    /// @param to Receiver.
    /// @param amount DPINE amount.
    function withdrawDpineReserve(address to, uint256 amount) external onlyOwner {
        if (to == address(0)) revert ZeroAddress();
        if (amount == 0) revert ZeroAmount();
        emit DpineReserveWithdrawn(to, amount);
        dpine.safeTransfer(to, amount);
    }

    /// @notice Stops orders and sales.
    function pause() external onlyOwner {
        _pause();
    }

    /// @notice Resumes orders and sales.
    function unpause() external onlyOwner {
        _unpause();
    }

    /// @notice Number of orders `account` has placed; it may place more while this is below
    /// `maxOrdersPerWallet`.
    function ordersOf(address account) external view returns (uint256) {
        return _buyers[account].orders;
    }

    /// @notice The referrer `account`'s first order recorded, or the zero address (no order yet, or
    /// none given). Not trusted: the server's referral tree decides.
    function referrerOf(address account) external view returns (address) {
        return _buyers[account].referrer;
    }

    /// @notice DPINE wallet balance of `user`.
    function getUserDPINEBalance(address user) external view returns (uint256) {
        return dpine.balanceOf(user);
    }

    /// @notice DPINE available for order returns.
    function dpineReserve() external view returns (uint256) {
        return dpine.balanceOf(address(this));
    }

    function _pullUsdt(address to, uint256 value) private {
        if (value > 0) usdt.safeTransferFrom(msg.sender, to, value);
    }

    /// @dev Shared body of both sell entry points; see `sellDPINEWithMinimum`.
    function _sellDPINE(uint256 amount, uint256 minUsdtOut, uint256 deadline) private returns (uint256 usdtOut) {
        if (block.timestamp > deadline) revert DeadlineExpired(deadline, block.timestamp);
        _checkSeller(amount);

        dpine.safeTransferFrom(msg.sender, address(this), amount);
        dpine.forceApprove(address(pool), amount);
        uint256 swapped = pool.swapExactIn(false, amount, 0, address(this), block.timestamp);
        uint256 returnedToPool = (swapped * SELL_RETURN_BPS) / BPS;
        // returnedToPool is a fraction (<= 100%) of swapped.
        unchecked {
            usdtOut = swapped - returnedToPool;
        }
        if (usdtOut < minUsdtOut) revert InsufficientOutput(usdtOut, minUsdtOut);
        emit DPINESold(msg.sender, amount, usdtOut, returnedToPool);

        if (returnedToPool > 0) {
            usdt.forceApprove(address(pool), returnedToPool);
            pool.donateUsdt(returnedToPool);
        }
        usdt.safeTransfer(msg.sender, usdtOut);
    }

    /// @dev Reverts unless `msg.sender` may place an order of `amount` (exactly the order price, not
    /// blacklisted, whitelisted while that is on, not its own referrer, below its order limit);
    /// returns its record.
    function _checkBuyer(uint256 amount, address referrer) private view returns (Buyer memory buyer) {
        uint256 required = orderPrice;
        if (amount < required) revert OrderBelowMinimum(amount, required);
        if (amount > required) revert OrderAmountNotPrice(amount, required);
        if (isBlacklisted[msg.sender]) revert Blacklisted(msg.sender);
        if (whitelistEnabled && !isWhitelisted[msg.sender]) revert NotWhitelisted(msg.sender);
        if (referrer == msg.sender) revert SelfReferral();
        buyer = _buyers[msg.sender];
        uint256 limit = maxOrdersPerWallet;
        if (buyer.orders >= limit) revert OrderLimitReached(msg.sender, limit);
    }

    /// @dev Reverts unless `amount` is positive, sales are on and `msg.sender` may sell.
    function _checkSeller(uint256 amount) private view {
        if (amount == 0) revert ZeroAmount();
        if (!sellEnabled) revert SellDisabled();
        if (!canSellDPINE[msg.sender]) revert SellNotPermitted(msg.sender);
        if (isBlacklisted[msg.sender]) revert Blacklisted(msg.sender);
    }
}
